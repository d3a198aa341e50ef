/** The header's user-facing text (storefront spec wording where it gives one); hosts override by key. The lazy dialogs' text is in SiteDialogs.tsx (lazy chunk HeaderExtras). */
import { messagesFor } from '../../src/config';

export const HEADER_MESSAGES = {
  cart: 'Cart',
  cartItems: '{count} items',
  cartItem: '1 item',
  rewards: 'Rewards',
  yourStore: 'Your Store:',
  chooseStore: 'Choose Your Store',
  viewMap: 'View Map',
  viewAllStores: 'View All Stores',
  findAnotherStore: 'Find Another Store',
  storeHours: 'Store Hours',
  storeFinderUnavailable: 'The store finder is not available right now. Please try again later.',
  liveChat: 'Live Chat',
  offline: '(Offline)',
  chatUnavailable: 'Live chat could not be loaded. Please try again later.',
  account: 'Account',
  myAccount: 'My Account',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  signOut: 'Sign Out',
  accountHome: 'Account Home',
  guestTitle: 'Welcome!',
  guestText: 'Sign in or create an account to check out faster and track your orders.',
  promoTitle: 'Lakeshore Rewards',
  promoEarn: 'Earn points on every purchase.',
  promoRedeem: 'Redeem points for Rewards certificates.',
  promoSave: 'Save with members-only offers.',
  learnMore: 'Learn More',
  recognizedTitle: 'Welcome back, {name}!',
  recognizedTitleNoName: 'Welcome back!',
  recognizedText: 'Your rewards points are waiting. Sign in to see them.',
  welcome: 'Welcome, {name}!',
  welcomeNoName: 'Welcome!',
  rewardsHeading: 'Lakeshore Rewards',
  points: '{points} points',
  rewardsAvailable: '{amount} in Rewards available',
  rewardsNext: 'Earn {needed} more points for a {amount} Rewards certificate.',
  rewardsLoading: 'Loading your rewards…',
  rewardsError: 'Your rewards points are not available right now. Please check back later.',
  rewardsJoin: 'Join Lakeshore Rewards and earn points on every purchase.',
  rewardsJoinLink: 'Join Now',
  menu: 'Menu',
  mainNav: 'Main',
  siteTabs: 'Shop by store',
  backTo: 'Back to {name}',
  closeMenu: 'Close menu',
  announcements: 'Announcements',
  pause: 'Pause announcements',
  play: 'Play announcements',
  previous: 'Previous announcement',
  next: 'Next announcement',
  messageOf: '{n} of {count}',
  seeDetails: 'See details',
} as const;

export type HeaderMessages = { -readonly [K in keyof typeof HEADER_MESSAGES]: string };

/** The messages with host overrides (read once per render of the header; cheap). */
export const headerMessages = (): HeaderMessages => messagesFor('header', { ...HEADER_MESSAGES });

/** One `fill` for every widget (src/config). */
export { fill } from '../../src/config';

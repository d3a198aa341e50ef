/**
 * Content the legacy CMS serves: header (tabs, mega-menu groups, menu items, item headers, image and text
 * links, eyebrow messages, account links), footer (link blocks, app download, social and certification
 * icons, legal links, sign-up, badge), the simple content pages those link to, and country/state lists.
 */
import type { Category } from './catalog';
import { STATE_NAMES } from './stores';

export interface MenuItem {
  id: string;
  displayName: string;
  url: string;
  /** The group (or parent item) this item belongs to. */
  parentId: string;
  type: 'allRootCategories' | 'fixedChildCategories';
}

export interface ItemHeader {
  id: string;
  displayName: string;
  url: string;
  parentId: string;
}

export interface ImageTextLink {
  id: string;
  parentId: string;
  linkType: 'image' | 'text';
  imageURL?: string;
  imageLink?: string;
  imageAltText?: string;
  imageBottomText?: string;
  textLink?: string;
  textLinkLabel?: string;
}

export interface NavGroup {
  id: string;
  tabId: string;
  displayName: string;
  url: string;
  itemHeaders: ItemHeader[];
  menuItems: MenuItem[];
  imageTextLinks: ImageTextLink[];
}

export interface NavTab {
  id: string;
  displayName: string;
  url: string;
  site: 'school' | 'furniture';
  /** Mega-menu columns for this tab (the spec sets column counts by tab name). */
  columnCount: number;
  groups: NavGroup[];
}

export interface EyebrowMessage {
  id: string;
  text: string;
  link?: string;
  linkText?: string;
  /** A content page shown in a modal ("See details"). */
  modalContentPath?: string;
}

export interface Link {
  label: string;
  url: string;
}

export interface HeaderContent {
  logo: { url: string; imageURL: string; altText: string };
  tabs: NavTab[];
  /** Shown to GSA users only. */
  contractedLink: Link;
  eyebrow: EyebrowMessage[];
  cartLink: Link;
  rewardsLink: Link;
  storesLink: Link;
  accountHomeLink: Link;
  /** The account flyout's links for signed-in users, in order. */
  accountLinks: Link[];
  /** The account flyout's rewards promo, with the rewards logo (shown 150 by 75). */
  rewardsPromo: { title: string; lines: string[]; learnMore: Link; logo: { imageURL: string; altText: string } };
}

export interface FooterContent {
  linkBlocks: { title: string; links: Link[] }[];
  appDownload: { title: string; links: (Link & { imageURL: string; altText: string })[] };
  socialIcons: (Link & { name: string; imageURL: string })[];
  certificationIcons: (Link & { imageURL: string; altText: string })[];
  legalLinks: Link[];
  privacyOptOut: Link;
  copyright: string;
  emailSignUp: { title: string; copyText: string; placeholder: string; submitText: string; preferencesLink: Link };
  footerBadge: { imageURL: string; width: 64; height: 88; altText: string; url: string };
  customerService: { phone: string; hours: string };
}

const FURNITURE_GROUPS: { id: string; name: string; url: string; items: Link[] }[] = [
  {
    id: 'fgrp-tables',
    name: 'Tables & Desks',
    url: '/products/furniture/tables/',
    items: [
      { label: 'Activity Tables', url: '/products/furniture/tables/' },
      { label: 'Standing Desks', url: '/search/?Ntt=standing+desk' },
    ],
  },
  {
    id: 'fgrp-seating',
    name: 'Seating',
    url: '/products/furniture/seating/',
    items: [
      { label: 'Chairs & Stools', url: '/products/furniture/seating/' },
      { label: 'Flexible Seating', url: '/search/?Ntt=wobble' },
    ],
  },
  {
    id: 'fgrp-storage',
    name: 'Storage',
    url: '/products/furniture/shelving/',
    items: [
      { label: 'Shelving & Cubbies', url: '/products/furniture/shelving/' },
      { label: 'Rugs & Carpets', url: '/products/furniture/rugs/' },
    ],
  },
];

/** The header content for the given kind of shopper (GSA users get the contracted link). */
export function buildHeaderContent(categories: Category[]): HeaderContent {
  const shopCategories = categories.filter((c) => c.id !== 'gift-cards');
  const schoolGroups: NavGroup[] = shopCategories.map((cat) => ({
    id: `grp-${cat.id}`,
    tabId: 'tab-school',
    displayName: cat.name,
    url: cat.url,
    itemHeaders: [{ id: `hdr-${cat.id}`, displayName: `Shop All ${cat.name}`, url: cat.url, parentId: `grp-${cat.id}` }],
    menuItems: cat.subcategories.map((s) => ({ id: `mi-${s.id}`, displayName: s.name, url: s.url, parentId: `grp-${cat.id}`, type: 'fixedChildCategories' as const })),
    imageTextLinks: [
      {
        id: `itl-${cat.id}`,
        parentId: `grp-${cat.id}`,
        linkType: 'image',
        imageURL: `/images/categories/${cat.id}.png`,
        imageLink: cat.url,
        imageAltText: cat.name,
        imageBottomText: `New in ${cat.name}`,
      },
      { id: `itl-${cat.id}-sale`, parentId: `grp-${cat.id}`, linkType: 'text', textLink: '/sale/', textLinkLabel: 'Shop Sale' },
    ],
  }));
  schoolGroups.push({
    id: 'grp-gift-cards',
    tabId: 'tab-school',
    displayName: 'Gift Cards',
    url: '/products/gift-cards/',
    itemHeaders: [],
    menuItems: [{ id: 'mi-all-categories', displayName: 'All Categories', url: '/products/', parentId: 'grp-gift-cards', type: 'allRootCategories' }],
    imageTextLinks: [],
  });
  const furnitureGroups: NavGroup[] = FURNITURE_GROUPS.map((g) => ({
    id: g.id,
    tabId: 'tab-furniture',
    displayName: g.name,
    url: g.url,
    itemHeaders: [{ id: `hdr-${g.id}`, displayName: `Shop All ${g.name}`, url: g.url, parentId: g.id }],
    menuItems: g.items.map((l, i) => ({ id: `${g.id}-mi${i}`, displayName: l.label, url: l.url, parentId: g.id, type: 'fixedChildCategories' as const })),
    imageTextLinks: [],
  }));
  return {
    logo: { url: '/', imageURL: '/static/images/logo.png', altText: 'Lakeshore Learning Demo Store' },
    tabs: [
      { id: 'tab-school', displayName: 'Lakeshore', url: '/', site: 'school', columnCount: 4, groups: schoolGroups },
      { id: 'tab-furniture', displayName: 'Lakeshore Furniture', url: '/furniture/', site: 'furniture', columnCount: 3, groups: furnitureGroups },
    ],
    contractedLink: { label: 'Contracted Items', url: '/products/contracted/' },
    eyebrow: [
      { id: 'eb-ship', text: 'Free shipping on orders of $79 or more!', link: '/help/shipping-policies/', linkText: 'See details', modalContentPath: '/help/shipping-policies/' },
      { id: 'eb-rewards', text: 'Teachers earn 3x points with Lakeshore Rewards.', link: '/rewards/', linkText: 'Join now' },
      { id: 'eb-pickup', text: 'Buy online, pick up in store in as little as 2 hours.', link: '/help/in-store-pickup/', linkText: 'Learn more' },
    ],
    cartLink: { label: 'Cart', url: '/shopping-cart/' },
    rewardsLink: { label: 'Rewards', url: '/rewards/' },
    storesLink: { label: 'View All Stores', url: '/stores/locator?landingpage=slpViewAllStores&viewAll=true' },
    accountHomeLink: { label: 'Account Home', url: '/my-account/' },
    accountLinks: [
      { label: 'Order History', url: '/order-history/' },
      { label: 'My Profile', url: '/my-profile/' },
      { label: 'Address Book', url: '/address-book-page/' },
      { label: 'Payment Methods', url: '/payment-methods/' },
      { label: 'Shopping Lists', url: '/my-shoppinglist-page/' },
      { label: 'Gift Registries', url: '/lists-and-registries/registry-list/' },
      { label: 'Email Preferences', url: '/help/preference-center?current-user=true' },
      { label: 'Lakeshore Rewards', url: '/rewards/' },
    ],
    rewardsPromo: {
      title: 'Lakeshore Rewards',
      lines: ['Earn points on every purchase.', 'Redeem for Rewards certificates.', 'Save with members-only offers.'],
      learnMore: { label: 'Learn More', url: '/rewards/' },
      logo: { imageURL: '/static/images/rewards-logo.png', altText: 'Lakeshore Rewards' },
    },
  };
}

export function buildFooterContent(year: number = new Date().getFullYear()): FooterContent {
  return {
    linkBlocks: [
      {
        title: 'Customer Service',
        links: [
          { label: 'Contact Us', url: '/help/contact-us/' },
          { label: 'Shipping Policies', url: '/help/shipping-policies/' },
          { label: 'In-Store Pickup', url: '/help/in-store-pickup/' },
          { label: 'Current Promotions', url: '/coupons/legal/current-promotions/' },
        ],
      },
      {
        title: 'Shop',
        links: [
          { label: 'All Products', url: '/products/' },
          { label: 'Sale', url: '/sale/' },
          { label: 'Gift Cards', url: '/products/gift-cards/' },
          { label: 'Lakeshore Furniture', url: '/furniture/' },
        ],
      },
      {
        title: 'My Account',
        links: [
          { label: 'Account Home', url: '/my-account/' },
          { label: 'Order History', url: '/order-history/' },
          { label: 'Lakeshore Rewards', url: '/rewards/' },
          { label: 'Rewards Terms', url: '/help/rewards-terms/' },
        ],
      },
      {
        title: 'Lists & Registries',
        links: [
          { label: 'Create a Registry', url: '/lists-and-registries/registry-form/' },
          { label: 'Find a Registry', url: '/lists-and-registries/registry-list/' },
          { label: 'Shopping Lists', url: '/my-shoppinglist-page/' },
        ],
      },
      {
        title: 'Stores',
        links: [
          { label: 'Find a Store', url: '/stores/locator?landingpage=slpViewAllStores&viewAll=true' },
          { label: 'Text Message Sign-Up', url: '/help/mobile-opt-in/' },
          { label: 'Email Sign-Up', url: '/help/preference-center?subscribe-email=true' },
        ],
      },
    ],
    appDownload: {
      title: 'Get the Lakeshore App',
      links: [
        {
          label: 'Download on the App Store',
          url: 'https://apps.apple.com/us/app/lakeshore-learning-demo/id0000000001',
          imageURL: '/static/images/app-store.png',
          altText: 'Download on the App Store',
        },
        { label: 'Get it on Google Play', url: 'https://play.google.com/store/apps/details?id=com.lakeshore.demo', imageURL: '/static/images/google-play.png', altText: 'Get it on Google Play' },
      ],
    },
    socialIcons: [
      { name: 'Facebook', label: 'Lakeshore on Facebook', url: '/about/follow-us/#facebook', imageURL: '/static/images/social-facebook.png' },
      { name: 'Instagram', label: 'Lakeshore on Instagram', url: '/about/follow-us/#instagram', imageURL: '/static/images/social-instagram.png' },
      { name: 'Pinterest', label: 'Lakeshore on Pinterest', url: '/about/follow-us/#pinterest', imageURL: '/static/images/social-pinterest.png' },
      { name: 'YouTube', label: 'Lakeshore on YouTube', url: '/about/follow-us/#youtube', imageURL: '/static/images/social-youtube.png' },
    ],
    certificationIcons: [
      { label: 'Secure shopping', url: '/about/privacy-policy/', imageURL: '/static/images/cert-secure.png', altText: 'Secure shopping' },
      { label: 'Trusted by teachers since 1954', url: '/about/our-story/', imageURL: '/static/images/cert-teachers.png', altText: 'Trusted by teachers since 1954' },
    ],
    legalLinks: [
      { label: 'Privacy Policy', url: '/about/privacy-policy/' },
      { label: "Children's Privacy Policy", url: '/about/privacy-policy-children/' },
      { label: 'Opt-Out Preferences', url: '/help/preference-center/opt-out-preferences/' },
      { label: 'Terms of Use', url: '/about/terms-of-use/' },
    ],
    privacyOptOut: { label: 'Your Privacy Choices: Opt Out of Targeted Advertising', url: '/about/privacy-policy/' },
    copyright: `© ${year} Lakeshore Learning Demo Store. All rights reserved.`,
    emailSignUp: {
      title: 'Stay Connected',
      copyText: 'Get exclusive offers, new-product news and classroom ideas by email.',
      placeholder: 'Enter email address',
      submitText: 'Sign Up',
      preferencesLink: { label: 'Manage email preferences', url: '/help/preference-center?subscribe-email=true' },
    },
    footerBadge: { imageURL: '/static/images/footer-badge.png', width: 64, height: 88, altText: 'Teacher approved since 1954', url: '/about/our-story/' },
    customerService: { phone: '1-800-778-4456', hours: 'Mon-Fri 5 am-6 pm PT' },
  };
}

export interface ContentPage {
  path: string;
  title: string;
  paragraphs: string[];
  /** Pages that need a signed-in user (securityStatus 4 or higher); listed in init data authPages. */
  auth?: boolean;
}

/** The simple content pages the header, footer and spec link to. Paths have no trailing slash. */
export const CONTENT_PAGES: ContentPage[] = [
  { path: '/my-account', title: 'My Account', auth: true, paragraphs: ['Manage your orders, addresses, payment methods, lists and rewards in one place.'] },
  { path: '/order-history', title: 'Order History', auth: true, paragraphs: ['Track recent orders, print receipts and reorder classroom favorites.'] },
  { path: '/my-profile', title: 'My Profile', auth: true, paragraphs: ['Update your name, email address, password and shopping preferences.'] },
  { path: '/address-book-page', title: 'Address Book', auth: true, paragraphs: ['Save shipping addresses for your school, classroom and home.'] },
  { path: '/payment-methods', title: 'Payment Methods', auth: true, paragraphs: ['Manage the cards saved in your wallet. Card numbers are always shown masked.'] },
  { path: '/my-shoppinglist-page', title: 'Shopping Lists', auth: true, paragraphs: ['Keep lists of classroom supplies and share them with families and colleagues.'] },
  { path: '/lists-and-registries/registry-list', title: 'Gift Registries', paragraphs: ['Find a teacher’s classroom registry, or manage your own.'] },
  { path: '/lists-and-registries/registry-form', title: 'Create a Classroom Registry', paragraphs: ['Create a registry of the supplies your classroom needs and share it with families.'] },
  { path: '/help/preference-center', title: 'Email Preferences', paragraphs: ['Choose which emails you receive from us: classroom ideas, new products and exclusive offers.'] },
  { path: '/help/preference-center/opt-out-preferences', title: 'Opt-Out Preferences', paragraphs: ['Opt out of targeted advertising and the sale or sharing of personal information.'] },
  {
    path: '/rewards',
    title: 'Lakeshore Rewards',
    paragraphs: [
      'Earn points on every purchase and turn them into Rewards certificates: 500 points give $5, 1,000 give $10, 1,500 give $15, 2,000 give $20 and 5,000 give $50.',
      'Teachers earn 3 points for every dollar spent.',
    ],
  },
  {
    path: '/help/rewards-terms',
    title: 'Rewards Terms & Conditions',
    paragraphs: ['Points are earned on merchandise purchases after discounts. Government-schedule purchases are not eligible for rewards.'],
  },
  {
    path: '/about/privacy-policy',
    title: 'Privacy Policy',
    paragraphs: ['This policy explains what information we collect, how we use it and the choices you have.', 'You may opt out of targeted advertising at any time from the Opt-Out Preferences page.'],
  },
  { path: '/about/privacy-policy-children', title: "Children's Privacy Policy", paragraphs: ['We do not knowingly collect personal information from children under 13.'] },
  { path: '/about/terms-of-use', title: 'Terms of Use', paragraphs: ['By using this site you agree to these terms.'] },
  { path: '/about/our-story', title: 'Our Story', paragraphs: ['For more than 70 years we have created classroom materials that help children learn and teachers teach.'] },
  { path: '/about/follow-us', title: 'Follow Us', paragraphs: ['Find classroom ideas, new products and giveaways on Facebook, Instagram, Pinterest and YouTube.'] },
  { path: '/help/mobile-app', title: 'Get the Lakeshore App', paragraphs: ['Shop, scan and save with the Lakeshore app for iPhone and Android.'] },
  { path: '/help/mobile-opt-in', title: 'Text Message Sign-Up', paragraphs: ['Sign up for text messages to hear about deals and store events first. Message and data rates may apply.'] },
  {
    path: '/help/shipping-policies',
    title: 'Shipping Policies',
    paragraphs: ['Free standard shipping on orders of $79 or more. Furniture ships free to schools.', 'In-store pickup and gift cards delivered by email are always FREE.'],
  },
  { path: '/help/contact-us', title: 'Contact Us', paragraphs: ['Call us at 1-800-778-4456, Mon-Fri 5 am-6 pm PT, or send us a message.'] },
  {
    path: '/help/in-store-pickup',
    title: 'Buy Online…Pick Up in Store!',
    paragraphs: ['Order online and pick up at your store, often in as little as 2 hours. We will email you when your order is ready.'],
  },
  {
    path: '/coupons/legal/current-promotions',
    title: 'Current Promotions',
    paragraphs: ['SAVE10: 10% off your order.', 'FREESHIP: free standard shipping.', 'Offers cannot be combined with government-schedule pricing.'],
  },
];

/** The content page for a path (with or without trailing slash). */
export function findContentPage(path: string): ContentPage | undefined {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CONTENT_PAGES.find((c) => c.path === p);
}

export interface Country {
  name: string;
  shortName: string;
  defaultCountry: boolean;
  states: { shortName: string; name: string; displayName: string; disabled: boolean }[];
}

const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};
const US_TERRITORIES: Record<string, string> = { AA: 'Armed Forces Americas', AE: 'Armed Forces Europe', AP: 'Armed Forces Pacific', GU: 'Guam', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands' };

const toStates = (m: Record<string, string>, disabled: Set<string> = new Set()) =>
  Object.entries(m)
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([shortName, name]) => ({ shortName, name, displayName: name, disabled: disabled.has(shortName) }));

export const COUNTRIES: Country[] = [
  { name: 'United States', shortName: 'US', defaultCountry: true, states: toStates({ ...STATE_NAMES, ...US_TERRITORIES }, new Set(['GU', 'VI'])) },
  { name: 'Canada', shortName: 'CA', defaultCountry: false, states: toStates(CA_PROVINCES) },
  { name: 'Mexico', shortName: 'MX', defaultCountry: false, states: [] },
  { name: 'United Kingdom', shortName: 'GB', defaultCountry: false, states: [] },
  { name: 'Australia', shortName: 'AU', defaultCountry: false, states: [] },
];

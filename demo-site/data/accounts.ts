/**
 * Fixed fixtures: demo accounts, gift cards and promo codes. These are listed in docs/demo.md so anyone can
 * try them; they are demo data only (no real person, card or account).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Classroom2026!';

export interface SavedAddress {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US';
  phoneNumber: string;
  isDefault: boolean;
}

/** A saved card as the wallet shows it: never the number, only its type and last four digits. */
export interface SavedCard {
  id: string;
  creditCardType: 'Visa' | 'Mastercard' | 'AmericanExpress' | 'Discover';
  lastFour: string;
  expirationMonth: string;
  expirationYear: string;
  cardHolderName: string;
  isDefault: boolean;
}

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** sha256 of the password (demo data; a real store would use a slow hash). */
  passwordSha256: string;
  gsaUser: boolean;
  /** May pay on account with a PO number. */
  payOnAccount: boolean;
  /** The account number used when paying on account. */
  accountNumber: string | null;
  taxExempt: boolean;
  institutionName: string | null;
  userShopFor: 'classroom' | 'home' | 'all';
  rewards: { isRewardsMember: boolean; rewardPoints: number; currentTier: string | null };
  addresses: SavedAddress[];
  cards: SavedCard[];
  /** The id of the selected store, or null. */
  selectedStoreId: string | null;
  phoneNumber: string;
  postalCode: string;
  /** The password has expired: sign-in is refused until it is reset through Forgot Password. */
  passwordExpired?: boolean;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const DEMO_HASH = sha256(DEMO_PASSWORD);

export const ACCOUNTS: readonly Account[] = [
  {
    id: 'pr100001',
    email: 'teacher@example.com',
    firstName: 'Maria',
    lastName: 'Lopez',
    passwordSha256: DEMO_HASH,
    gsaUser: false,
    payOnAccount: false,
    accountNumber: null,
    taxExempt: false,
    institutionName: null,
    userShopFor: 'classroom',
    rewards: { isRewardsMember: true, rewardPoints: 1250, currentTier: 'VIP' },
    addresses: [
      {
        id: 'addr100001',
        firstName: 'Maria',
        lastName: 'Lopez',
        companyName: 'Carson Street Elementary',
        address1: '161 E Carson St',
        address2: 'Room 12',
        city: 'Carson',
        state: 'CA',
        postalCode: '90745',
        country: 'US',
        phoneNumber: '3105550142',
        isDefault: true,
      },
      {
        id: 'addr100011',
        firstName: 'Daniel',
        lastName: 'Lopez',
        companyName: '',
        address1: '2230 W Jefferson Blvd',
        address2: '',
        city: 'Los Angeles',
        state: 'CA',
        postalCode: '90018',
        country: 'US',
        phoneNumber: '3235550186',
        isDefault: false,
      },
      {
        id: 'addr100012',
        firstName: 'Ana',
        lastName: 'Alvarez',
        companyName: '',
        address1: '88 Pine St',
        address2: 'Apt 4',
        city: 'Seattle',
        state: 'WA',
        postalCode: '98101',
        country: 'US',
        phoneNumber: '2065550117',
        isDefault: false,
      },
    ],
    cards: [{ id: 'card100001', creditCardType: 'Visa', lastFour: '1111', expirationMonth: '08', expirationYear: '2029', cardHolderName: 'Maria Lopez', isDefault: true }],
    selectedStoreId: 'ST001',
    phoneNumber: '3105550142',
    postalCode: '90745',
  },
  {
    id: 'pr100002',
    email: 'gsa@example.com',
    firstName: 'James',
    lastName: 'Carter',
    passwordSha256: DEMO_HASH,
    gsaUser: true,
    payOnAccount: false,
    accountNumber: null,
    taxExempt: false,
    institutionName: 'U.S. Department of Defense Education Activity',
    userShopFor: 'classroom',
    rewards: { isRewardsMember: false, rewardPoints: 0, currentTier: null },
    addresses: [
      {
        id: 'addr100002',
        firstName: 'James',
        lastName: 'Carter',
        companyName: 'DoDEA Procurement Office',
        address1: '4800 Mark Center Dr',
        address2: '',
        city: 'Alexandria',
        state: 'VA',
        postalCode: '22350',
        country: 'US',
        phoneNumber: '7035550199',
        isDefault: true,
      },
    ],
    cards: [],
    selectedStoreId: null,
    phoneNumber: '7035550199',
    postalCode: '22350',
  },
  {
    id: 'pr100003',
    email: 'school@example.com',
    firstName: 'Linda',
    lastName: 'Nguyen',
    passwordSha256: DEMO_HASH,
    gsaUser: false,
    payOnAccount: true,
    accountNumber: 'LL-ACCT-204815',
    taxExempt: true,
    institutionName: 'Lincoln Unified School District',
    userShopFor: 'classroom',
    rewards: { isRewardsMember: false, rewardPoints: 0, currentTier: null },
    addresses: [
      {
        id: 'addr100003',
        firstName: 'Linda',
        lastName: 'Nguyen',
        companyName: 'Lincoln Unified School District',
        address1: '2010 W Swain Rd',
        address2: 'Purchasing Dept',
        city: 'Stockton',
        state: 'CA',
        postalCode: '95207',
        country: 'US',
        phoneNumber: '2095550175',
        isDefault: true,
      },
    ],
    cards: [],
    selectedStoreId: 'ST011',
    phoneNumber: '2095550175',
    postalCode: '95207',
  },
  {
    // Signing in is refused with the password-expired message until the password is reset.
    id: 'pr100004',
    email: 'expired@example.com',
    firstName: 'Evan',
    lastName: 'Brooks',
    passwordSha256: DEMO_HASH,
    gsaUser: false,
    payOnAccount: false,
    accountNumber: null,
    taxExempt: false,
    institutionName: null,
    userShopFor: 'home',
    rewards: { isRewardsMember: true, rewardPoints: 620, currentTier: 'VIP' },
    addresses: [],
    cards: [],
    selectedStoreId: null,
    phoneNumber: '5035550123',
    postalCode: '97201',
    passwordExpired: true,
  },
  {
    // Saved addresses the address service questions at checkout: a P.O. Box (refused for delivery) and an old
    // spelling of an address it would correct ("did you mean").
    id: 'pr100005',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Kim',
    passwordSha256: DEMO_HASH,
    gsaUser: false,
    payOnAccount: false,
    accountNumber: null,
    taxExempt: false,
    institutionName: null,
    userShopFor: 'home',
    rewards: { isRewardsMember: false, rewardPoints: 0, currentTier: null },
    addresses: [
      {
        id: 'addr100051',
        firstName: 'Grace',
        lastName: 'Kim',
        companyName: '',
        address1: 'PO Box 4410',
        address2: '',
        city: 'Portland',
        state: 'OR',
        postalCode: '97208',
        country: 'US',
        phoneNumber: '5035550168',
        isDefault: true,
      },
      {
        id: 'addr100052',
        firstName: 'Grace',
        lastName: 'Kim',
        companyName: '',
        address1: '350 Fifth Avenue',
        address2: 'Suite 3000',
        city: 'New York',
        state: 'NY',
        postalCode: '10001',
        country: 'US',
        phoneNumber: '2125550199',
        isDefault: false,
      },
    ],
    cards: [],
    selectedStoreId: null,
    phoneNumber: '5035550168',
    postalCode: '97208',
  },
];

/** The account with this email (case-insensitive), if any. */
export function findAccount(email: string): Account | undefined {
  const e = email.trim().toLowerCase();
  return ACCOUNTS.find((a) => a.email === e);
}

/** Checks an account's password without leaking timing. */
export function checkPassword(account: Account, password: string): boolean {
  const a = Buffer.from(sha256(password), 'hex');
  const b = Buffer.from(account.passwordSha256, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface GiftCard {
  number: string;
  auth: string;
  balance: number;
  kind: 'classic' | 'egift';
}

export const GIFT_CARDS: readonly GiftCard[] = [
  { number: '6006491111111111', auth: '1234', balance: 25, kind: 'classic' },
  { number: '6006492222222222', auth: '5678', balance: 150, kind: 'egift' },
];

/** The gift card with this number and authorization number, or undefined (any other pair is invalid). */
export function findGiftCard(number: string, auth: string): GiftCard | undefined {
  return GIFT_CARDS.find((g) => g.number === number && g.auth === auth);
}

export interface PromoCode {
  code: string;
  kind: 'percentOff' | 'freeShipping' | 'amountOff';
  /** Percent off the merchandise subtotal (percentOff only). */
  percent: number;
  /** Dollars off (amountOff only), given once the merchandise subtotal reaches `minSubtotal`. */
  amount?: number;
  /** The merchandise subtotal the code needs; below it the cart shows a qualifier message. */
  minSubtotal?: number;
  /** An expired code cannot be claimed. */
  expired?: boolean;
  /** A global (order-wide, site-wide) promotion, as the cart's isGlobalPromo reports it. */
  global?: boolean;
  message: string;
}

export const PROMO_CODES: readonly PromoCode[] = [
  { code: 'SAVE10', kind: 'percentOff', percent: 10, global: true, message: '10% off your order' },
  { code: 'FREESHIP', kind: 'freeShipping', percent: 0, message: 'Free standard shipping' },
  { code: 'BIG50', kind: 'amountOff', percent: 0, amount: 50, minSubtotal: 500, message: '$50 off orders of $500 or more' },
  { code: 'SPRING24', kind: 'percentOff', percent: 20, expired: true, message: '20% off spring supplies' },
];

/** The promo code (case-insensitive), or undefined. */
export function findPromoCode(code: string): PromoCode | undefined {
  const c = code.trim().toUpperCase();
  return PROMO_CODES.find((p) => p.code === c);
}

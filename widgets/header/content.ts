/**
 * The header content as the content endpoint sends it (tabs, groups, menu items, item headers,
 * image/text links, eyebrow messages, account links). Validated where it enters: a malformed answer
 * leaves the bar without a menu rather than breaking it.
 */
import { array, defaulted, enums, number, optional, string, type, type Infer } from 'superstruct';

const Link = type({ label: string(), url: string() });

const MenuItem = type({
  id: string(),
  displayName: string(),
  url: string(),
  parentId: string(),
  type: defaulted(enums(['allRootCategories', 'fixedChildCategories']), 'fixedChildCategories'),
});

const ItemHeader = type({ id: string(), displayName: string(), url: string(), parentId: string() });

const ImageTextLink = type({
  id: string(),
  parentId: string(),
  linkType: enums(['image', 'text']),
  imageURL: optional(string()),
  imageLink: optional(string()),
  imageAltText: optional(string()),
  imageBottomText: optional(string()),
  textLink: optional(string()),
  textLinkLabel: optional(string()),
});

const NavGroup = type({
  id: string(),
  displayName: string(),
  url: string(),
  itemHeaders: defaulted(array(ItemHeader), []),
  menuItems: defaulted(array(MenuItem), []),
  imageTextLinks: defaulted(array(ImageTextLink), []),
});

const NavTab = type({
  id: string(),
  displayName: string(),
  url: string(),
  site: defaulted(enums(['school', 'furniture']), 'school'),
  columnCount: optional(number()),
  groups: defaulted(array(NavGroup), []),
});

const EyebrowMessage = type({
  id: string(),
  text: string(),
  link: optional(string()),
  linkText: optional(string()),
  modalContentPath: optional(string()),
});

const RewardsPromo = type({
  title: string(),
  lines: array(string()),
  learnMore: Link,
  /** The rewards logo (shown 150 by 75). */
  logo: optional(type({ imageURL: string(), altText: string() })),
});

export const HeaderContentStruct = type({
  logo: optional(type({ url: string(), altText: string(), imageURL: optional(string()) })),
  tabs: defaulted(array(NavTab), []),
  contractedLink: optional(Link),
  eyebrow: defaulted(array(EyebrowMessage), []),
  cartLink: optional(Link),
  rewardsLink: optional(Link),
  storesLink: optional(Link),
  accountHomeLink: optional(Link),
  accountLinks: defaulted(array(Link), []),
  rewardsPromo: optional(RewardsPromo),
});

export type LinkInfo = Infer<typeof Link>;
export type MenuItemInfo = Infer<typeof MenuItem>;
export type NavGroupInfo = Infer<typeof NavGroup>;
export type NavTabInfo = Infer<typeof NavTab>;
export type EyebrowMessageInfo = Infer<typeof EyebrowMessage>;
export type HeaderContent = Infer<typeof HeaderContentStruct>;
export type RewardsPromoInfo = Infer<typeof RewardsPromo>;
export type { InitData } from '../../src/api';

/**
 * The footer content as the header/footer call sends it (storefront spec sections 2 and 7): link blocks, app
 * download links, social and certification icons, legal links, the privacy opt-out link, the copyright line, the
 * email sign-up's title, the badge and the customer service line. Validated where it enters; every link and
 * image goes through the site's link rule (src/platform linkHref): one it refuses (`javascript:`, `data:`, a
 * disguised host) is left out. The content carries no HTML: everything renders as text.
 */
import { array, defaulted, optional, string, type, type Infer } from 'superstruct';
import { linkHref } from '../../src/platform';
import { safeValidate } from '../../src/validation/struct';

const Link = type({ label: string(), url: string() });
const ImageLink = type({ label: optional(string()), url: string(), imageURL: string(), altText: optional(string()) });

export const FooterContentStruct = type({
  linkBlocks: defaulted(array(type({ title: string(), links: defaulted(array(Link), []) })), []),
  appDownload: optional(type({ title: string(), links: defaulted(array(ImageLink), []) })),
  socialIcons: defaulted(array(type({ name: string(), label: optional(string()), url: string(), imageURL: optional(string()) })), []),
  certificationIcons: defaulted(array(ImageLink), []),
  legalLinks: defaulted(array(Link), []),
  privacyOptOut: optional(Link),
  copyright: optional(string()),
  emailSignUp: optional(type({ title: optional(string()) })),
  footerBadge: optional(type({ imageURL: string(), altText: string(), url: optional(string()) })),
  customerService: optional(type({ phone: string(), hours: string() })),
});

export type RawFooterContent = Infer<typeof FooterContentStruct>;

export interface FooterLink {
  label: string;
  href: string;
}

/** An icon link: its accessible name is `label` (the image's alt). */
export interface IconLink extends FooterLink {
  src: string;
}

/** The footer, ready to render: only links and images the site's rule lets through. */
export interface FooterContent {
  blocks: { title: string; links: FooterLink[] }[];
  app: { title: string; links: IconLink[] } | null;
  social: (FooterLink & { src?: string })[];
  certifications: IconLink[];
  legal: FooterLink[];
  /** The privacy targeted-advertising opt-out link, when the content has one. */
  optOut: FooterLink | null;
  copyright: string | null;
  signUpTitle: string | null;
  badge: { src: string; alt: string; href?: string } | null;
  service: { phone: string; hours: string } | null;
}

const link = (label: string | undefined, url: string): FooterLink | null => {
  const href = linkHref(url);
  return href && label?.trim() ? { label: label.trim(), href } : null;
};
const icon = (l: { label?: string; altText?: string; url: string; imageURL: string }): IconLink | null => {
  const src = linkHref(l.imageURL);
  const a = link(l.altText || l.label, l.url);
  return a && src ? { ...a, src } : null;
};
const some = <T>(list: (T | null)[]): T[] => list.filter((x): x is T => x !== null);

/** The footer in a header/footer answer (`{ footer }`, or the footer itself), or null when it is not one. */
export function readFooterContent(answer: unknown): FooterContent | null {
  const raw = answer && typeof answer === 'object' && 'footer' in answer ? (answer as { footer: unknown }).footer : answer;
  const [err, c] = safeValidate(raw, FooterContentStruct, { coerce: true });
  if (err) {
    console.error(`[storefront-widgets] footer: the footer content is not in the expected shape (${err.message}); the page's own footer stays.`);
    return null;
  }
  const badgeSrc = c.footerBadge && linkHref(c.footerBadge.imageURL);
  const badgeHref = c.footerBadge?.url && linkHref(c.footerBadge.url);
  return {
    blocks: c.linkBlocks.map((b) => ({ title: b.title, links: some(b.links.map((l) => link(l.label, l.url))) })).filter((b) => b.links.length),
    app: c.appDownload ? { title: c.appDownload.title, links: some(c.appDownload.links.map(icon)) } : null,
    social: some(
      c.socialIcons.map((s) => {
        const a = link(s.label || s.name, s.url);
        const src = s.imageURL && linkHref(s.imageURL);
        return a && (src ? { ...a, src } : a);
      }),
    ),
    certifications: some(c.certificationIcons.map(icon)),
    legal: some(c.legalLinks.map((l) => link(l.label, l.url))),
    optOut: c.privacyOptOut ? link(c.privacyOptOut.label, c.privacyOptOut.url) : null,
    copyright: c.copyright?.trim() || null,
    signUpTitle: c.emailSignUp?.title?.trim() || null,
    badge: c.footerBadge && badgeSrc ? { src: badgeSrc, alt: c.footerBadge.altText, ...(badgeHref ? { href: badgeHref } : {}) } : null,
    service: c.customerService ?? null,
  };
}

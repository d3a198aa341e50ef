/** What the footer shows, from its state and its messages. */
import type { FooterContent, FooterLink } from './content';
import type { FooterMessages } from './messages';
import type { FooterState } from './model';

/** The spec's privacy targeted-advertising opt-out page (storefront spec section 2, Routes). */
export const PRIVACY_OPT_OUT_PATH = '/about/privacy-policy/';

export interface FooterView {
  /** The content to render; null while it loads or when it cannot be read (the page's own footer shows). */
  content: FooterContent | null;
  /** The legal links, the privacy opt-out last (the spec's when the content has none). */
  legal: FooterLink[];
  copyright: string;
  /** The customer service line, when the content has one. */
  service: string | null;
}

export function footerView(s: FooterState, m: FooterMessages): FooterView {
  const c = s.content;
  const optOut = c?.optOut ?? { label: m.privacyOptOut, href: PRIVACY_OPT_OUT_PATH };
  return {
    content: c,
    legal: c ? [...c.legal, optOut] : [],
    copyright: copyrightLine(c?.copyright ?? null, s.year, m.copyright),
    service: c?.service ? m.service.replace('{phone}', c.service.phone).replace('{hours}', c.service.hours) : null,
  };
}

/**
 * The copyright line for `year`: the content's line with its `{year}` filled in, or with the year after '©'
 * (or '(c)', 'Copyright', the end of a range) made the current one, so a line the server rendered in an earlier
 * year is still right; `fallback` (with `{year}`) when the content has none.
 */
export function copyrightLine(text: string | null, year: number, fallback: string): string {
  const line = text ?? fallback;
  const y = String(year);
  if (line.includes('{year}')) return line.replaceAll('{year}', y);
  return line.replace(/(©|\(c\)|copyright)(\s*)(\d{4}\s*[-–]\s*)?\d{4}/i, `$1$2$3${y}`);
}

/**
 * The sanitizer of the submit-error danger alert (checkout spec section 8: the message may hold HTML). A lazy
 * chunk of its own (named SubmitAlert for the byte budget), loaded only when a submit fails with a message:
 * DOMPurify is 10.8 KB brotli, and nothing else here imports React or the runtime, so the shared chunks do
 * not split around it (the site's URL rule is handed in by the caller, which has it already).
 */
import DOMPurify from 'dompurify';

/** Tags a submit-error message may keep: emphasis and links (a phone number, a help page). */
const ALLOWED = { ALLOWED_TAGS: ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'span'], ALLOWED_ATTR: ['href'] };

/** The site's URL rule for a link from the store's answers (src/platform followableLink): where it may go, or null. */
export type LinkRule = (raw: string) => string | null;

/**
 * The server's message as sanitized HTML. A link keeps its href when it is `tel:` or `mailto:`, or when `linkRule`
 * (the site's URL rule: a path of this site, a host of redirectHosts) lets it go, rewritten as the rule says;
 * any other link loses its href (without a rule, every one but tel: and mailto:). DOMPurify's own URI check is
 * not enough: it admits any https link, and `/\host`, a path to the eye and another host to the browser.
 */
export function sanitizeMessage(html: string, linkRule: LinkRule = () => null): string {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const raw = node.getAttribute('href');
    if (raw === null) return;
    const href = /^(tel|mailto):\S/i.test(raw.trim()) ? raw.trim() : linkRule(raw);
    if (href === null) node.removeAttribute('href');
    else node.setAttribute('href', href);
  });
  try {
    return DOMPurify.sanitize(html, ALLOWED);
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}

/**
 * The sanitizer of the submit-error danger alert (checkout spec section 8: the message may hold HTML). A lazy
 * chunk of its own (named SubmitAlert for the byte budget), loaded only when a submit fails with a message:
 * DOMPurify is 10.8 KB brotli, and nothing else here imports React or the runtime, so the shared chunks do
 * not split around it.
 */
import DOMPurify from 'dompurify';

/** Tags a submit-error message may keep: emphasis and links (a phone number, a help page). */
const ALLOWED = { ALLOWED_TAGS: ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'span'], ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: /^(?:https?:|tel:|mailto:|\/(?!\/))/i };

/** The server's message as sanitized HTML; links only to http(s), tel, mailto and this site's paths. */
export function sanitizeMessage(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

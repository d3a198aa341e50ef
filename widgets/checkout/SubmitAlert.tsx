import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';

/** Tags a submit-error message may keep: emphasis and links (a phone number, a help page). */
const ALLOWED = { ALLOWED_TAGS: ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'span'], ALLOWED_ATTR: ['href'] };

/** The server's message as sanitized HTML (checkout spec section 8: HTML allowed); links only to http(s), tel and mailto. */
export function sanitizeMessage(html: string): string {
  return DOMPurify.sanitize(html, { ...ALLOWED, ALLOWED_URI_REGEXP: /^(?:https?:|tel:|mailto:|\/(?!\/))/i });
}

/**
 * The submit-error danger alert, a lazy chunk: DOMPurify loads only when a submit fails with a message.
 */
export function SubmitAlert({ html }: { html: string }): ReactNode {
  return <div className="sw-alert sw-alert--error" role="alert" dangerouslySetInnerHTML={{ __html: sanitizeMessage(html) }} />;
}

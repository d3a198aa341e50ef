/**
 * The one way server HTML reaches the page: DOMPurify, returning DOM nodes (never an HTML string that would
 * be parsed a second time). A lazy chunk of the widget (DOMPurify is 10.8 KB brotli), fetched at mount in
 * parallel with the content call. Scripts, event-handler attributes, `javascript:` links and the like are
 * removed by DOMPurify's defaults; on top of them forms (content cannot post anywhere) and inline styles
 * (the page's CSP refuses them, and the widget's CSS is the theme) go too, and a link that opens a new tab
 * cannot reach back to this page.
 */
import DOMPurify from 'dompurify';

/** This widget's own DOMPurify instance: its hook and settings reach no other user of the library. */
let purify: ReturnType<typeof DOMPurify> | null = null;

/**
 * Renames event-handler attributes inside tags (`onerror=` to `x-sw-onerror=`, which DOMPurify then drops)
 * before anything parses the string. Not a safety measure (DOMPurify is): Chrome fires an image's error event
 * even in the inert document DOMPurify parses into, and under the page's CSP the handler's refusal is logged
 * as a console error, though nothing runs.
 */
export const renameHandlers = (html: string): string => html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/"'])(on[a-z]+\s*=)/gi, '$1x-sw-$2'));

/** Sanitized nodes of an HTML string, ready to append. */
export function sanitizeHtml(html: string): DocumentFragment {
  if (!purify) {
    purify = DOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purify.sanitize(renameHandlers(html), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'dialog'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

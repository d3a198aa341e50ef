/** The focused element, looking inside shadow roots (document.activeElement stops at a shadow host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let el = root.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Focusable elements inside a container, in tab order (hidden ones excluded), including those in the open
 * shadow roots inside it: another island mounted in a dialog (the added-to-cart dialog's recommendations)
 * keeps its elements in its own shadow root, and the dialog's Tab trap must count them.
 */
export function focusableIn(container: Element | ShadowRoot): HTMLElement[] {
  const out: HTMLElement[] = [];
  container.querySelectorAll<HTMLElement>('*').forEach((el) => {
    if (el.closest('[hidden],[inert]')) return;
    if (el.matches(FOCUSABLE)) out.push(el);
    if (el.shadowRoot) out.push(...focusableIn(el.shadowRoot));
  });
  return out;
}

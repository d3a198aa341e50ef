/** The focused element, looking inside shadow roots (document.activeElement stops at a shadow host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let el = root.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Focusable elements inside a container, in tab order (hidden ones excluded). */
export function focusableIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden],[inert]'));
}

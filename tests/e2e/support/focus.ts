/** Focus in the browser tests. */
import type { Locator } from '@playwright/test';

/** Whether the focused element (looking into shadow roots) lies inside `container`: a dialog keeps focus. */
export const holdsFocus = (container: Locator) =>
  container.evaluate((d) => {
    let el = (d.getRootNode() as ShadowRoot | Document).activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return !!el && d.contains(el);
  });

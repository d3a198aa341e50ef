/** Focus in the browser tests. */
import type { Locator, Page } from '@playwright/test';

/** Whether the focused element (looking into shadow roots) lies inside `container`: a dialog keeps focus. */
export const holdsFocus = (container: Locator) =>
  container.evaluate((d) => {
    let el = (d.getRootNode() as ShadowRoot | Document).activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return !!el && d.contains(el);
  });

/**
 * Presses Tab until `target` has focus, as a keyboard user moves to a field, at most `max` times. Counted
 * presses break whenever a control is added between two fields; this fails only when `target` is not ahead
 * in the tab order (within `max` stops), so successive calls check the order of the stops a test names.
 */
export async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  const has = () => target.evaluate((el) => el === (el.getRootNode() as ShadowRoot | Document).activeElement);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await has()) return;
  }
  const at = await page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? el.outerHTML.slice(0, 160) : 'nothing';
  });
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}; focus is on ${at}`);
}

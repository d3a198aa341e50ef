/** Carts in the browser tests: seeded through the simulator's test cart endpoint (same context: the session cookie applies). */
import { expect, type Page } from '@playwright/test';

/** Ready-to-Use Easel Paper - Green, $27.99 (GSA $24.63), shipped. */
export const SHIP = { catalogRefId: 'S1002', quantity: 1 };

/** Replaces this browser's cart with `lines`. */
export async function fillCart(page: Page, lines: object[]): Promise<void> {
  expect((await page.request.post('/rest/__test/cart', { data: { lines } })).ok()).toBe(true);
}

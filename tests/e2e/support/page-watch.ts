import type { Page } from '@playwright/test';

/**
 * Collects Content-Security-Policy violations (console errors and securitypolicyviolation events) and
 * the loader's "no widget named" errors of a page, from before its first script runs.
 */
export async function watchPage(page: Page): Promise<{ csp: () => Promise<string[]>; missing: string[] }> {
  const consoleCsp: string[] = [];
  const missing: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text());
    if (/no widget named/.test(m.text())) missing.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    missing,
    csp: async () => [...consoleCsp, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))],
  };
}

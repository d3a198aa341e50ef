// @vitest-environment node
// The e2e config's --disable-features replaces Playwright's own list (Chromium heeds the last such switch): it
// must keep every feature the installed Playwright turns off, or an upgrade would quietly turn one back on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumLaunch, DISABLED_FEATURES } from '../../playwright.config';

const require = createRequire(import.meta.url);

function playwrightDisabledFeatures(): string[] {
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
  const source = readFileSync(join(lib, 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source)?.[1];
  if (!list) throw new Error("playwright-core's list of disabled Chromium features was not found: read its chromiumSwitches and update playwright.config.ts");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
}

describe('the e2e Chromium flags', () => {
  it('keep every feature the installed Playwright disables, and add the omnibox popups', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
    expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']));
  });

  it('pass one --disable-features switch, holding the whole list', () => {
    const switches = chromiumLaunch.args.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toEqual([`--disable-features=${DISABLED_FEATURES.join(',')}`]);
  });
});

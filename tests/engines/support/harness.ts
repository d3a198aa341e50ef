/**
 * Runs the shopper flows in one engine: the browser starts once for the file, every test gets a new shopper
 * (no cookies, no storage) at a desktop and at a phone viewport.
 */
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { ENGINES, type Driver, type EngineName, type Viewport } from './drivers';
import { Shopper } from './shopper';

export const VIEWPORTS: Record<'desktop' | 'phone', Viewport> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export interface EngineContext {
  engine: EngineName;
  /** The shopper of the running test. */
  shopper(): Shopper;
}

/**
 * The viewports each engine walks. WebKit at both: every browser on an iPhone is WebKit, so its phone pass stands
 * for iPhone shoppers. Firefox at the desktop size only: phones' other browsers are Chromium (the e2e suite's 375 px
 * tests), Firefox's own phone browser is a small share, and its pass cost 16 s and about 25 core-seconds of the
 * 12 minutes npm test has on a 2-core machine (ENGINE_VIEWPORTS=all walks it too).
 */
const viewportsOf = (engine: EngineName): (keyof typeof VIEWPORTS)[] => (engine === 'webkit' || process.env.ENGINE_VIEWPORTS === 'all' ? ['desktop', 'phone'] : ['desktop']);

/** Declares `flows` for `engine` at its viewports (`ENGINES=firefox` or `webkit` runs one engine only). */
export function inEngine(engine: EngineName, flows: (ctx: EngineContext, viewport: keyof typeof VIEWPORTS) => void): void {
  const only = process.env.ENGINES?.split(',');
  describe.skipIf(only !== undefined && !only.includes(engine))(engine, () => {
    let driver: Driver | undefined;
    let current: Shopper | undefined;
    beforeAll(async () => {
      driver = await ENGINES[engine]();
    });
    afterAll(async () => {
      await driver?.close();
    });
    for (const name of viewportsOf(engine)) {
      const viewport = VIEWPORTS[name];
      describe(`${name} ${viewport.width}x${viewport.height}`, () => {
        beforeEach(async () => {
          const base = inject('baseURL');
          await driver!.fresh(viewport, base);
          current = new Shopper(driver!, base, viewport);
        });
        flows({ engine, shopper: () => current! }, name);
      });
    }
  });
}

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

/** Declares `flows` for `engine` at both viewports (`ENGINES=firefox` or `webkit` runs one engine only). */
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
    for (const [name, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, Viewport][]) {
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

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { widgetBytes } from './budget';

const BUDGET = 4 * 1024;

describe('session-timer byte budget (brotli, above the shared chunks)', () => {
  // dist-test has other widgets (the test widgets share React, src/mount, src/ui, src/api and src/stores
  // with it), so its split shows the widget's own cost even before other shipped widgets exist.
  it('dist-test: the chunks only session-timer loads are at most 4 KB', () => {
    const b = widgetBytes('session-timer', 'dist-test');
    expect(b.others).toBeGreaterThan(0);
    expect(b.ownTotal, JSON.stringify(b.own)).toBeLessThanOrEqual(BUDGET);
  });

  it('dist: the chunks only session-timer loads are at most 4 KB once other widgets share the runtime', (ctx) => {
    const b = widgetBytes('session-timer', 'dist');
    // A build with this widget alone has nothing to share (React included): reported as skipped.
    if (b.others === 0) ctx.skip();
    expect(b.ownTotal, JSON.stringify(b.own)).toBeLessThanOrEqual(BUDGET);
  });
});

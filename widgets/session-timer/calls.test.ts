// @vitest-environment node
// The session timer's server calls against the simulator in-process (the way out of a session: the widget's
// e2e test, tests/e2e/session-timer.spec.ts).
import { describe, expect, it, vi } from 'vitest';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { ENDPOINTS } from '../../src/api';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { sessionTimerCalls } from './calls';

const t = simulatorBrowser();
const signal = new AbortController().signal;

describe('the session timer calls', () => {
  it('renews the session (a POST of the renew call) and says it did', async () => {
    expect(await sessionTimerCalls.renew(null, signal)).toBe(true);
    expect(t.browser.log).toContain(`POST ${ENDPOINTS.renewSession.path}`);
  });

  it('a failed renewal is logged only (spec section 7)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    getSimulatorControl(t.sim).faults.add({ path: ENDPOINTS.renewSession.path, status: 500, times: 1 });
    expect(await sessionTimerCalls.renew(null, signal)).toBe(false);
    expect(warn).toHaveBeenCalledWith('[storefront-widgets] session-timer: renewal failed:', expect.any(String));
  });

  it('invalidates the session (a POST of the invalidate call); a failure is logged only', async () => {
    await sessionTimerCalls.invalidate(null, signal);
    expect(t.browser.log).toContain(`POST ${ENDPOINTS.invalidateSession.path}`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    getSimulatorControl(t.sim).faults.add({ path: ENDPOINTS.invalidateSession.path, status: 500, times: 1 });
    await sessionTimerCalls.invalidate(null, signal);
    expect(warn).toHaveBeenCalledWith('[storefront-widgets] session-timer: invalidation failed:', expect.any(String));
  });
});

// @vitest-environment node
// $session and friends against the simulator in-process (node: happy-dom drops cookies).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch, type InProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { getSimulatorControl, sessionInfoPayload } from '../../demo-site/simulator/session';
import { client, ENDPOINTS, setClientFetch } from '../api';
import { $cart, $session, $tokens, loadSession, resetSession, setCartCount, signedIn, signedOut } from './index';

const INFO = `POST ${ENDPOINTS.sessionInfo.path}`;
let f: InProcessFetch;
let sim: ReturnType<typeof createSimulator>;
let other: BroadcastChannel;
const fromOtherTab: unknown[] = [];

beforeEach(() => {
  sim = createSimulator({ test: true, session: { firstSessionResetTime: 3, maxSessionExpiryTime: 6, sessionExpiryAlertTime: 5 } });
  f = inProcessFetch(sim);
  setClientFetch(f);
  client.setDynSess(null);
  resetSession();
  other = new BroadcastChannel('storefront-widgets');
  fromOtherTab.length = 0;
  other.onmessage = (e) => fromOtherTab.push(e.data);
});
afterEach(() => {
  other.close();
  setClientFetch(null);
});

describe('$session', () => {
  it('fetches session info once however many islands subscribe and ask', async () => {
    const offs = Array.from({ length: 10 }, () => $session.subscribe(() => {}));
    await Promise.all(Array.from({ length: 10 }, () => loadSession()));
    expect(f.log.filter((l) => l === INFO)).toHaveLength(1);
    expect($session.get().status).toBe('ready');
    offs.forEach((off) => off());
  });

  it('carries profile, timing, cart info and the exact confirmation number into the stores', async () => {
    await f(ENDPOINTS.sessionConfirmation.path);
    const s = getSimulatorControl(sim).session(f.cookies.get('JSESSIONID'))!;
    s.dynSessConf = -9223372036854775807n;
    s.cart.items.push({ commerceItemId: 'ci1', productId: 'P1', catalogRefId: 'S1', quantity: 3 });
    const info = await loadSession();
    expect(info?.profile.loginStatus).toBe('guest');
    expect(info?.timing).toEqual({ firstSessionResetTime: 3, maxSessionExpiryTime: 6, sessionExpiryAlertTime: 5 });
    expect(info?.storeConfig.showSessionExpireModal).toBe(true);
    expect(client.getDynSess()).toBe('-9223372036854775807');
    expect($cart.get().cartQty).toBe(3);
  });

  it('a failed session-info call leaves a typed error state, never a rejection', async () => {
    getSimulatorControl(sim).faults.add({ path: ENDPOINTS.sessionInfo.path, status: 500 });
    await expect(loadSession()).resolves.toBeNull();
    expect($session.get()).toMatchObject({ status: 'error', info: null });
  });

  it('after login stores the tokens and tells the other tabs; logout forgets them', async () => {
    const res = await (await f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"signIn":{"firstName":"Terry"}}' })).json();
    await signedIn({ tokens: res.tokens });
    expect($tokens.get()?.accessToken).toBe(res.tokens.access_token);
    expect($session.get().info?.profile).toMatchObject({ loginStatus: 'loggedIn', firstName: 'Terry' });
    await expect.poll(() => fromOtherTab).toContainEqual({ type: 'session-changed' });
    await signedOut();
    expect($tokens.get()).toBeNull();
  });

  it('a session info asked for before a login, answered after it, does not undo the login', async () => {
    // The page's first session info (a guest) is held back until the shopper has signed in.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding = true;
    setClientFetch(async (input, init) => {
      const res = await f(input, init);
      if (holding && String(input).endsWith(ENDPOINTS.sessionInfo.path)) {
        holding = false;
        await held;
      }
      return res;
    });
    const pageLoad = loadSession();
    await expect.poll(() => holding).toBe(false);
    const res = await (await f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"signIn":{"firstName":"Terry"}}' })).json();
    const session = getSimulatorControl(sim).session(f.cookies.get('JSESSIONID'))!;
    // As the login answer carries it (JSON: the long confirmation number as a string).
    const sessionInfo: unknown = JSON.parse(JSON.stringify(sessionInfoPayload(session), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
    await signedIn({ tokens: res.tokens, sessionInfo });
    expect($session.get().info?.profile.loginStatus).toBe('loggedIn');
    release();
    await pageLoad;
    expect($session.get().info?.profile).toMatchObject({ loginStatus: 'loggedIn', firstName: 'Terry' });
  });

  it('follows the other tabs: a login there refetches here, a cart count arrives as is', async () => {
    const off = $session.subscribe(() => {});
    await loadSession();
    other.postMessage({ type: 'session-changed' });
    await expect.poll(() => f.log.filter((l) => l === INFO)).toHaveLength(2);
    other.postMessage({ type: 'cart', cartQty: 7 });
    await expect.poll(() => $cart.get().cartQty).toBe(7);
    setCartCount(2);
    await expect.poll(() => fromOtherTab).toContainEqual(expect.objectContaining({ type: 'cart', cartQty: 2 }));
    off();
  });

  it('a tab that shows another sign-in state than a newer read of another tab reads its session again', async () => {
    const off = $session.subscribe(() => {});
    await loadSession();
    expect($session.get().info?.profile.loginStatus).toBe('guest');
    await expect.poll(() => fromOtherTab).toContainEqual(expect.objectContaining({ type: 'session-seen', loginStatus: 'guest' }));
    const reads = () => f.log.filter((l) => l === INFO).length;
    // An older read of another tab, or one that agrees, asks for nothing.
    other.postMessage({ type: 'session-seen', loginStatus: 'loggedIn', at: Date.now() - 60_000 });
    other.postMessage({ type: 'session-seen', loginStatus: 'guest', at: Date.now() + 1 });
    // A newer read that saw the shopper signed in (a sign-in whose answer this tab never had) does.
    other.postMessage({ type: 'session-seen', loginStatus: 'loggedIn', at: Date.now() + 2 });
    await expect.poll(reads).toBe(2);
    await loadSession();
    expect(reads()).toBe(2);
    off();
  });

  it("tells the other tabs the server's cart count at every read: a tab left open learns that an order emptied the cart", async () => {
    const off = $session.subscribe(() => {});
    other.postMessage({ type: 'cart', cartQty: 3, at: Date.now() - 60_000 });
    await expect.poll(() => $cart.get().cartQty).toBe(3);
    // This tab's page load reads the session: the simulator's cart is empty (the order took it).
    await loadSession({ force: true });
    expect($cart.get().cartQty).toBe(0);
    await expect.poll(() => fromOtherTab).toContainEqual(expect.objectContaining({ type: 'cart', cartQty: 0 }));
    // A count another tab read before this one is older news: never shown; a newer one is.
    const shown: number[] = [];
    const unlisten = $cart.listen((c) => shown.push(c.cartQty));
    other.postMessage({ type: 'cart', cartQty: 3, at: Date.now() - 30_000 });
    other.postMessage({ type: 'cart', cartQty: 5, at: Date.now() + 1 });
    await expect.poll(() => $cart.get().cartQty).toBe(5);
    expect(shown).toEqual([5]);
    unlisten();
    off();
  });
});

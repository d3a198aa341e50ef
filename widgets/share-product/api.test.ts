// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { client } from '../../src/api';
import { sendProductEmail } from './api';
import type { ShareForm } from './rules';

// The client talks to a simulator in-process; the simulator's path is its own copy, written literally here
// too, so a wrong client path fails this test.
const PATH = '/rest/model/ll/commerce/email/ProductEmailActor/sendProductEmail';
const product = { productId: 'P1002', productName: 'Rainbow Crayons', productUrl: '/p/S1002/' };
const form: ShareForm = { fromName: ' Maria Lopez ', fromEmail: 'maria@example.com', to: [{ name: 'Sam', email: 'sam@example.org' }, { name: 'Lee', email: 'lee@example.org' }], message: 'For your class!' };

let sim: ReturnType<typeof createSimulator>;
let browser: ReturnType<typeof inProcessFetch>;
beforeEach(() => {
  sim = createSimulator({ test: true });
  browser = inProcessFetch(sim);
  client.setDynSess(null);
  vi.stubGlobal('fetch', browser);
});
afterEach(() => vi.unstubAllGlobals());

const sent = async () => ((await (await browser('/rest/__test/product-emails')).json()) as { emails: unknown[] }).emails;

describe('sendProductEmail against the simulator', () => {
  it('sends names and emails from and to, the message and the product; the simulator records it', async () => {
    expect(await sendProductEmail(form, product)).toEqual({ kind: 'sent' });
    expect(browser.log).toContain(`POST ${PATH}`);
    expect(await sent()).toEqual([
      { productId: 'P1002', nameFrom: 'Maria Lopez', emailFrom: 'maria@example.com', namesTo: ['Sam', 'Lee'], emailsTo: ['sam@example.org', 'lee@example.org'], personalMessage: 'For your class!' },
    ]);
  });

  it('the server checks a name and a valid email too, by field (a recipient by its index)', async () => {
    const r = await sendProductEmail({ ...form, fromName: '', to: [{ name: 'Sam', email: 'sam@example.org' }, { name: '', email: 'lee@' }] }, product);
    expect(r).toMatchObject({ kind: 'formError', fieldErrors: { nameFrom: expect.any(String), 'namesTo[1]': expect.any(String), 'emailsTo[1]': expect.any(String) } });
    expect(await sent()).toEqual([]);
  });

  it('an unknown product is refused with a general message', async () => {
    expect(await sendProductEmail(form, { ...product, productId: 'NOPE' })).toMatchObject({ kind: 'formError', fieldErrors: { productId: expect.any(String) } });
  });

  it('a server failure or a timeout is a failure, timeout told apart', async () => {
    const faults = getSimulatorControl(sim).faults;
    faults.add({ path: PATH, status: 500, times: 1 });
    expect(await sendProductEmail(form, product)).toEqual({ kind: 'failed', timeout: false });
    faults.add({ path: PATH, drop: true, times: 1 });
    expect(await sendProductEmail(form, product)).toMatchObject({ kind: 'failed' });
  });
});

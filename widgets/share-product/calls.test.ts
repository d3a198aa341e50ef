// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { client, stringifyWithDynSess } from '../../src/api';
import { sendProductEmail } from './calls';
import type { ShareForm } from './rules';
import { newPage } from '../../tests/simulatorBrowser';

// The client talks to a simulator in-process; the simulator's path is its own copy, written literally here
// too, so a wrong client path fails this test.
const PATH = '/rest/model/ll/commerce/email/ProductEmailActor/sendProductEmail';
const product = { productId: 'P1002' };
const form: ShareForm = {
  fromName: ' Maria Lopez ',
  fromEmail: 'maria@example.com',
  to: [
    { name: 'Sam', email: 'sam@example.org' },
    { name: 'Lee', email: 'lee@example.org' },
  ],
  message: 'For your class!',
};

let sim: ReturnType<typeof createSimulator>;
let browser: ReturnType<typeof inProcessFetch>;
/** The bodies of the send calls, as sent. */
let bodies: Record<string, unknown>[];
beforeEach(() => {
  sim = createSimulator({ test: true });
  browser = inProcessFetch(sim);
  bodies = [];
  newPage();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((input instanceof Request ? input.url : input.toString()).endsWith(PATH) && typeof init?.body === 'string') bodies.push(JSON.parse(init.body) as Record<string, unknown>);
    return browser(input, init);
  });
});

const sent = async () => ((await (await browser('/rest/__test/product-emails')).json()) as { emails: unknown[] }).emails;

describe('sendProductEmail against the simulator', () => {
  it('sends names and emails from and to, the message and the product; the simulator records it', async () => {
    expect(await sendProductEmail(form, product)).toEqual({ kind: 'sent' });
    expect(browser.log).toContain(`POST ${PATH}`);
    expect(await sent()).toEqual([
      {
        productId: 'P1002',
        productName: 'Ready-to-Use Easel Paper',
        productUrl: 'http://127.0.0.1/p/S1002/',
        nameFrom: 'Maria Lopez',
        emailFrom: 'maria@example.com',
        namesTo: ['Sam', 'Lee'],
        emailsTo: ['sam@example.org', 'lee@example.org'],
        personalMessage: 'For your class!',
      },
    ]);
  });

  it("sends the product's id and nothing else of it: the store's mailer builds the name and the link, whatever a request says", async () => {
    await sendProductEmail(form, { productId: 'S1002-2' });
    expect(bodies).toHaveLength(1);
    expect(Object.keys(bodies[0]!).filter((k) => k.startsWith('product'))).toEqual(['productId']);
    // A request that names its own link and name (a page, or a script, calling the mailer itself) is not believed.
    await browser(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stringifyWithDynSess({ ...bodies[0], productUrl: 'https://evil.example/login', productName: 'Your order failed' }, client.getDynSess()),
    });
    expect((await sent()).map((e) => [(e as { productName: string }).productName, (e as { productUrl: string }).productUrl])).toEqual([
      ['Ready-to-Use Easel Paper', 'http://127.0.0.1/p/S1002-2/'],
      ['Ready-to-Use Easel Paper', 'http://127.0.0.1/p/S1002-2/'],
    ]);
  });

  it('the server checks a name and a valid email too, by field (a recipient by its index)', async () => {
    const r = await sendProductEmail(
      {
        ...form,
        fromName: '',
        to: [
          { name: 'Sam', email: 'sam@example.org' },
          { name: '', email: 'lee@' },
        ],
      },
      product,
    );
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

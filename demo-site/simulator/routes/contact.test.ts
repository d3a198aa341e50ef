// @vitest-environment node
import { unknown } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../../src/api/client';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { CONTACT_ERROR_EMAIL, SIGN_UP_MESSAGES, SIGN_UP_REFUSED_EMAIL } from './contact';

// Paths as the spec writes them (section 7), not imported from the client's endpoint map.
const SIGN_UP = '/rest/model/ll/commerce/contact/LLContactUsActor/signUp';
const SERVICE = '/rest/forms/contact-a-rep';

function browser() {
  const f = inProcessFetch(createSimulator({ test: true, contactSlowMs: 10 }));
  const client = createClient({ fetch: f });
  return { f, signUp: (body: Record<string, unknown>) => client.request('emailSignUp', { body, schema: unknown() }) };
}

describe('simulator: email sign-up', () => {
  it('the client key emailSignUp reaches the spec path with _dynSessConf; a call without the number gets a 409', async () => {
    const { f, signUp } = browser();
    const r = await signUp({ email: 'teacher@school.org', postalCode: '', userShopFor: 'all', source: 'footer' });
    expect(r).toMatchObject({ ok: true, data: { responseDetails: { successMessage: SIGN_UP_MESSAGES.success } } });
    expect(f.log.filter((l) => l === `POST ${SIGN_UP}`)).toHaveLength(1);
    const raw = await f(SIGN_UP, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.org"}' });
    expect(raw.status).toBe(409);
  });

  it.each([
    [{ email: '' }, { email: SIGN_UP_MESSAGES.missingEmail }],
    [{ email: 'teacher@school' }, { email: SIGN_UP_MESSAGES.invalidEmail }],
    [{ email: SIGN_UP_REFUSED_EMAIL }, { email: SIGN_UP_MESSAGES.refused }],
    [
      { email: 'a@b.org', source: 'lightbox' },
      { postalCode: SIGN_UP_MESSAGES.missingZip, userShopFor: SIGN_UP_MESSAGES.missingShopFor },
    ],
    [
      { email: '', postalCode: '123', userShopFor: 'office', source: 'lightbox' },
      { email: SIGN_UP_MESSAGES.missingEmail, postalCode: SIGN_UP_MESSAGES.invalidZip, userShopFor: SIGN_UP_MESSAGES.missingShopFor },
    ],
  ])('%j -> form errors %j', async (body, fieldErrors) => {
    const r = await browser().signUp({ postalCode: '', userShopFor: '', source: 'footer', ...body });
    expect(r).toMatchObject({ ok: false, kind: 'formError', fieldErrors });
  });

  it('the lightbox sign-up with a zip and shop-for succeeds', async () => {
    const r = await browser().signUp({ email: 'a@b.org', postalCode: '90745', userShopFor: 'classroom', source: 'lightbox' });
    expect(r.ok).toBe(true);
  });
});

describe('simulator: contact form service (JSONP)', () => {
  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({ fname: 'Dana', lname: 'Lee', phoneNo: '3105551234', zipCode: '90745', email: 'dana@lincoln.org', message: 'Hi', formId: 'b2b', timestamp: '1', callback: 'cb_1', ...extra });

  it('answers JavaScript calling the callback with success', async () => {
    const res = await browser().f(`${SERVICE}?${query()}`);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe('cb_1({"result":"success"});');
  });

  it.each([[{ email: CONTACT_ERROR_EMAIL }], [{ fname: '' }], [{ phoneNo: '555' }], [{ timestamp: '' }]])('%j -> error', async (extra) => {
    expect(await (await browser().f(`${SERVICE}?${query(extra)}`)).text()).toBe('cb_1({"result":"error"});');
  });

  it('refuses a callback that is not a plain name (no code injection)', async () => {
    for (const callback of ['', 'alert(1);x', 'a b', 'x</script>']) expect((await browser().f(`${SERVICE}?${query({ callback })}`)).status).toBe(400);
  });
});

describe('simulator: the lightbox session flag (showEmailLightbox)', () => {
  const flag = async (options: Record<string, unknown>, setup?: Record<string, unknown>) => {
    const f = inProcessFetch(createSimulator(options));
    if (setup) await f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(setup) });
    const info = (await (await f('/rest/model/ll/commerce/session/SessionActor/sessionInfo', { method: 'POST' })).json()) as { showEmailLightbox: boolean };
    return info.showEmailLightbox;
  };
  it('is on for guests of the demo, off for signed-in shoppers', async () => {
    expect(await flag({})).toBe(true);
    expect(await flag({ test: true }, { emailLightbox: true, signIn: {} })).toBe(false);
  });
  it('is off by default in test mode, and a test turns it on for its session', async () => {
    expect(await flag({ test: true })).toBe(false);
    expect(await flag({ test: true }, { emailLightbox: true })).toBe(true);
    expect(await flag({ test: true, emailLightbox: true })).toBe(true);
  });
});

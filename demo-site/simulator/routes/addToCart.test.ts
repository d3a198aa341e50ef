// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';

// The spec's paths, written out: a client path that drifts must fail against the simulator.
const P = '/rest/model/atg/commerce/order/purchase/CartModifierActor';

async function browser() {
  const f = inProcessFetch(createSimulator({ test: true }));
  const text = await (await f('/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber')).text();
  const conf = /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(text)![1]!;
  const post = async (path: string, body: Record<string, unknown>, dynSess: string | null = conf) => {
    const json = JSON.stringify(body);
    const res = await f(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: dynSess === null ? json : json.replace(/}$/, `${json === '{}' ? '' : ','}"_dynSessConf":${dynSess}}`),
    });
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Record<string, unknown>) : await res.text() };
  };
  const summary = async () =>
    (await (await f(`${P}/cartSummary`)).json()) as {
      cartSummary: { itemCount: number; merchandiseSubtotal: number };
      allLines: { catalogRefId: string; quantity: number; instorePickUpOpted: boolean }[];
      registryOrder: boolean;
    };
  return { post, summary, f };
}

const item = { catalogRefId: 'S1074', productId: 'P1074', quantity: 2, personalized: false, customMessage: '', locationId: null };

describe('simulator: add to cart', () => {
  it('adds into the session cart the cart summary reads, and answers the order', async () => {
    const { post, summary } = await browser();
    const r = await post(`${P}/addItemToOrder`, item);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      order: { totalCommerceItemCount: 2, commerceItems: [{ catalogRefId: 'S1074', quantity: 2, priceInfo: { amount: expect.any(Number) }, gaEventData: { id: 'P1074' } }] },
      encryptedOrderId: expect.any(String),
    });
    expect((await summary()).cartSummary.itemCount).toBe(2);
  });

  it('answers 409 without (or with a stale) _dynSessConf and adds nothing', async () => {
    const { post, summary } = await browser();
    expect((await post(`${P}/addItemToOrder`, item, null)).status).toBe(409);
    expect((await post(`${P}/addItemToOrder`, item, '1')).status).toBe(409);
    expect((await summary()).cartSummary.itemCount).toBe(0);
  });

  it('rule failures are HTTP 200 formExceptions by propertyPath', async () => {
    const { post } = await browser();
    const err = async (body: Record<string, unknown>, path = `${P}/addItemToOrder`) => {
      const r = await post(path, body);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ formError: true });
      return (r.body as { formExceptions: { propertyPath: string; localizedMessage: string }[] }).formExceptions;
    };
    expect(await err({ ...item, quantity: '15+' })).toEqual([expect.objectContaining({ propertyPath: 'quantity', localizedMessage: 'Please enter a quantity.' })]);
    expect(await err({ ...item, quantity: 0 })).toEqual([expect.objectContaining({ propertyPath: 'quantity' })]);
    expect(await err({ ...item, catalogRefId: '', productId: 'P1002' })).toEqual([expect.objectContaining({ propertyPath: 'catalogRefId', localizedMessage: 'Please select a Color.' })]);
    expect(await err({ ...item, catalogRefId: 'S1223', productId: 'P1223' })).toEqual([
      expect.objectContaining({ propertyPath: 'locationId', localizedMessage: 'Please select a store to continue.' }),
    ]);
    expect(await err({ ...item, catalogRefId: 'S1223', productId: 'P1223', locationId: 'ST004' })).toEqual([
      expect.objectContaining({ propertyPath: 'locationId', localizedMessage: expect.stringContaining('Los Angeles') }),
    ]);
    expect(await err({ ...item, catalogRefId: 'S1112', productId: 'P1112' })).toEqual([
      expect.objectContaining({ propertyPath: '', localizedMessage: "We're sorry, this item is currently sold out online." }),
    ]);
    expect(await err({ ...item, catalogRefId: 'S1325', productId: 'P1325' })).toEqual([expect.objectContaining({ propertyPath: 'catalogRefId' })]);
    expect(await err({ ...item, quantity: 999 })).toEqual([expect.objectContaining({ propertyPath: 'quantity', localizedMessage: expect.stringMatching(/^Only \d+ left in stock/) })]);
  });

  it('gift cards: listed or custom amount in range, recipient, sender; e-gift needs the email; the amount is the price', async () => {
    const { post, summary } = await browser();
    const gift = {
      catalogRefId: 'S1326',
      productId: 'P1326',
      quantity: 1,
      amount: 25,
      recipientName: 'Ana',
      recipientEmail: 'ana@example.com',
      senderName: 'Bo',
      design: 'Apple for the Teacher',
      commerceItemType: 'eGiftCardCommerceItem',
      personalization: '',
    };
    expect((await post(`${P}/addGiftCardToOrder`, gift)).body).toMatchObject({ order: { totalCommerceItemCount: 1 } });
    expect((await post(`${P}/addGiftCardToOrder`, { ...gift, amount: 12.34 })).body).toMatchObject({ order: { totalCommerceItemCount: 2 } });
    const bad = (await post(`${P}/addGiftCardToOrder`, { ...gift, amount: 501, recipientName: '', recipientEmail: 'x', senderName: '' })).body as { formExceptions: { propertyPath: string }[] };
    expect(bad.formExceptions.map((e) => e.propertyPath).sort()).toEqual(['amount', 'recipientEmail', 'recipientName', 'senderName']);
    expect((await post(`${P}/addGiftCardToOrder`, item)).body).toMatchObject({ formError: true });
    expect((await summary()).cartSummary.merchandiseSubtotal).toBe(37.34);
  });

  it('a gift card for a registry carries the registry id: the demo registry makes a registry order, another id is refused', async () => {
    const { post, summary } = await browser();
    const gift = {
      catalogRefId: 'S1326',
      productId: 'P1326',
      quantity: 1,
      amount: 25,
      recipientName: 'Ana',
      recipientEmail: 'ana@example.com',
      senderName: 'Bo',
      design: 'Apple for the Teacher',
      commerceItemType: 'eGiftCardCommerceItem',
      personalization: '',
    };
    const bad = (await post(`${P}/addGiftCardToOrder`, { ...gift, encryptedRegistryId: 'ENC-REG-9999' })).body as { formExceptions: { propertyPath: string; localizedMessage: string }[] };
    expect(bad.formExceptions).toEqual([expect.objectContaining({ propertyPath: 'encryptedRegistryId', localizedMessage: 'We could not find this registry. Please add the gift card without it.' })]);
    expect((await summary()).registryOrder).toBe(false);
    expect((await post(`${P}/addGiftCardToOrder`, { ...gift, encryptedRegistryId: 'ENC-REG-1001' })).body).toMatchObject({ order: { totalCommerceItemCount: 1 } });
    expect((await summary()).registryOrder).toBe(true);
  });

  it('the registry variant adds its items', async () => {
    const { post, summary } = await browser();
    const r = await post(`${P}/addRegistryItemToOrder`, { items: [{ catalogRefId: 'S1074', productId: 'P1074', quantity: 1 }], source: 'AddedToCart', encryptedRegistryId: 'R1' });
    expect(r.body).toMatchObject({ order: { totalCommerceItemCount: 1 } });
    expect((await summary()).allLines).toEqual([expect.objectContaining({ catalogRefId: 'S1074', quantity: 1 })]);
  });
});

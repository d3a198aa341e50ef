// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { skus } from '../../data';
import { onlineStockOf } from '../../data/skuExtras';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { onlineStock } from './cart';

// The spec's paths, written out.
const P = '/rest/model/atg/commerce/order/purchase/CartModifierActor';

interface Answer {
  formError?: boolean;
  formExceptions?: { errorCode?: string; propertyPath?: string }[];
  order?: { commerceItems: { commerceItemId: string; catalogRefId: string }[] };
}

async function browser() {
  const f = inProcessFetch(createSimulator({ test: true }));
  const text = await (await f('/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber')).text();
  const conf = /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(text)![1]!;
  return async (path: string, body: Record<string, unknown>): Promise<Answer> => {
    const res = await f(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body).replace(/}$/, `,"_dynSessConf":${conf}}`) });
    expect(res.status).toBe(200);
    return (await res.json()) as Answer;
  };
}

const codes = (a: Answer) => (a.formExceptions ?? []).map((e) => e.errorCode);

describe('online stock: the cart and add to cart agree', () => {
  it('the cart counts the same units as add to cart and the product page, for every SKU', () => {
    for (const sku of skus) expect(onlineStock(sku), sku.id).toBe(onlineStockOf(sku).quantity);
  });

  it('for every shippable SKU, both calls accept exactly its stock and refuse one more', { timeout: 60_000 }, async () => {
    const buyable = skus.filter((s) => s.skuType === 'other' && !s.storeOnly && (s.status === 'ACTIVE' || s.status === 'CLEARANCE'));
    expect(buyable.length).toBeGreaterThan(100);
    const post = await browser();
    for (const sku of buyable) {
      const stock = onlineStockOf(sku).quantity;
      const add = (quantity: number) => post(`${P}/addItemToOrder`, { catalogRefId: sku.id, productId: sku.productId, quantity, personalized: false, customMessage: '', locationId: null });
      expect(codes(await add(stock + 1)), `${sku.id}: add ${stock + 1}`).toContain('insufficientStock');
      const added = await add(stock);
      expect(added.formError, `${sku.id}: add ${stock}`).not.toBe(true);
      const line = added.order!.commerceItems.find((l) => l.catalogRefId === sku.id)!;
      expect(codes(await add(1)), `${sku.id}: add one more`).toContain('insufficientStock');
      const update = (quantity: number) => post(`${P}/updateItemQuantity`, { commerceItemId: line.commerceItemId, quantity: String(quantity) });
      expect(codes(await update(stock + 1)), `${sku.id}: cart ${stock + 1}`).toContain('insufficientStock');
      expect((await update(stock)).formError, `${sku.id}: cart ${stock}`).not.toBe(true);
      // An empty cart again, so each answer stays small.
      expect((await post(`${P}/removeItemFromOrder`, { commerceItemId: line.commerceItemId })).formError).not.toBe(true);
    }
  });
});

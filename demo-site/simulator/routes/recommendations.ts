/**
 * Recommendations (storefront spec sections 3 and 7):
 * - the demo engine's placements service, which the stand-in engine script (demo-site/public/recs/engine.js)
 *   calls with the API key, session id, user id and placement types: `{ placements: [{ placement_name,
 *   strategy_message, items: [{ id }] }] }`; a dynamic campaign placement carries `dyProducts` with its custom
 *   title, text align, title colour and font;
 * - fetchRecsProductInfo: POST recommendedProducts (a comma list of product or SKU ids), maxProdsPerPage,
 *   isDisplaySpecialPrice, _dynSessConf; answers `recsProductInfo` in the order asked, at most maxProdsPerPage.
 *   A missing or stale _dynSessConf answers `{ stringSessionConfirmationNumber }` (the client replays once).
 *   Store-special prices ('Lower Price in Store') only for signed-in shoppers who are not GSA users, and only
 *   when isDisplaySpecialPrice is true.
 */
import type { Context } from 'hono';
import { findProduct, products, sortProducts, type Product } from '../../data';
import { presellDateOf } from '../../data/skuExtras';
import { PATHS } from '../paths';
import { getSession, readBody, requireDynSessOrString } from '../session';
import type { RouteModule } from '../types';

export const RECS_API_KEY = 'demo-recs-key';
export const SPECIAL_STORE_TEXT = 'Lower Price in Store';

const buyable = (p: Product): boolean => !p.giftCard && p.skus.some((s) => s.status === 'ACTIVE' || s.status === 'CLEARANCE');

/** Demo rule: every third product (by id number) has a lower price in stores. */
export const hasSpecialPrice = (p: Product): boolean => !p.giftCard && Number(p.id.replace(/\D/g, '')) % 3 === 0;

const range = (values: number[]): string => {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? min.toFixed(2) : `${min.toFixed(2)} - ${max.toFixed(2)}`;
};

/** One recommendation product (spec section 3), plus the ids and flags a card's Add to Cart needs. */
export function recsProduct(p: Product, opts: { gsa: boolean; special: boolean }) {
  const sku = p.skus.find((s) => s.id === p.defaultSkuId) ?? p.skus[0]!;
  const onSale = p.skus.some((s) => s.salePrice !== null);
  const gsaPrices = p.skus.map((s) => s.gsaPrice).filter((v): v is number => v !== null);
  const isOnGSA = opts.gsa && p.hasGSAPrice && gsaPrices.length > 0;
  const special = opts.special && !opts.gsa && hasSpecialPrice(p);
  return {
    productId: p.id,
    skuId: sku.id,
    seoURL: p.seoURL,
    imageURL: sku.imageURL,
    altText: p.name,
    name: p.name,
    isNew: p.isNew,
    storeOnly: p.storeOnly,
    hasSpecialPrice: special,
    specialStoreText: special ? SPECIAL_STORE_TEXT : '',
    isOnSale: onSale,
    hasGSAPrice: p.hasGSAPrice,
    isOnGSA,
    listPriceRange: range(p.skus.map((s) => s.listPrice)),
    salePriceRange: onSale ? range(p.skus.map((s) => s.salePrice ?? s.listPrice)) : '',
    gsaPriceRange: isOnGSA ? range(gsaPrices) : '',
    rating: p.rating,
    reviewCount: p.reviewCount,
    badges: p.badges,
    llExclusive: p.llExclusive,
    presellDate: presellDateOf(p),
    multiSku: p.skus.length > 1,
    persEnabled: p.persEnabled,
    giftCard: !!p.giftCard,
  };
}

const ids = (list: Product[]) => list.map((p) => ({ id: p.id }));

/** The items of one placement type; unknown placements are empty. */
export function placementItems(type: string, productId?: string): { items: { id: string }[]; strategy: string; campaign?: Record<string, string> } {
  const pool = products.filter(buyable);
  if (type === 'item_page.rr1') {
    const p = productId ? findProduct(productId) : undefined;
    if (!p) return { items: [], strategy: 'You May Also Like' };
    const same = sortProducts(
      pool.filter((x) => x.subcategoryId === p.subcategoryId && x.id !== p.id),
      'topRated',
    );
    const cat = sortProducts(
      pool.filter((x) => x.categoryId === p.categoryId && x.subcategoryId !== p.subcategoryId),
      'topRated',
    );
    return { items: ids([...same, ...cat].slice(0, 12)), strategy: 'You May Also Like' };
  }
  // The added-to-cart dialog's placement (Algonomy's add-to-cart page type): what goes with the product just
  // added, from its category's other subcategories first, then the best sellers.
  if (type === 'add_to_cart_page.rr1') {
    const p = productId ? findProduct(productId) : undefined;
    const others = pool.filter((x) => x.id !== p?.id && x.subcategoryId !== p?.subcategoryId);
    const cat = sortProducts(
      others.filter((x) => x.categoryId === p?.categoryId),
      'bestSellers',
    );
    return { items: ids([...cat, ...sortProducts(others, 'bestSellers')].filter((x, i, a) => a.indexOf(x) === i).slice(0, 10)), strategy: 'Frequently Bought Together' };
  }
  if (type === 'home_page.rr1') return { items: ids(sortProducts(pool, 'bestSellers').slice(0, 10)), strategy: 'Top Sellers' };
  if (type === 'cart_page.rr1') return { items: ids(sortProducts(pool, 'topRated').slice(0, 10)), strategy: 'Customers Also Bought' };
  if (type === 'home_page.dy1')
    return {
      items: [],
      strategy: 'Teacher Picks',
      campaign: { customTitle: 'Teacher Picks for Fall', textAlign: 'center', titleColor: '#1f6f43', font: 'Georgia, serif' },
    };
  return { items: [], strategy: '' };
}

async function productInfo(c: Context): Promise<Response> {
  const stale = await requireDynSessOrString(c);
  if (stale) return stale;
  const body = await readBody(c);
  const list =
    typeof body.recommendedProducts === 'string'
      ? body.recommendedProducts
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  const max = Math.max(0, Math.min(100, Number(body.maxProdsPerPage ?? 25) || 25));
  const profile = getSession(c).profile;
  const special = (body.isDisplaySpecialPrice === true || body.isDisplaySpecialPrice === 'true') && profile.loginStatus === 'loggedIn';
  const seen = new Set<string>();
  const found: Product[] = [];
  for (const id of list) {
    const p = findProduct(id);
    if (p && !seen.has(p.id)) {
      seen.add(p.id);
      found.push(p);
    }
  }
  return c.json({ recsProductInfo: found.slice(0, max).map((p) => recsProduct(p, { gsa: profile.gsaUser, special })) });
}

export const registerRecommendations: RouteModule = (app) => {
  app.post(PATHS.recsProductInfo, productInfo);
  app.get(PATHS.recsPlacements, (c) => {
    if (c.req.query('apiKey') !== RECS_API_KEY) return c.json({ status: 'error', message: 'Unknown API key.' }, 401);
    const types = (c.req.query('placements') ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
    const productId = c.req.query('productId') || undefined;
    return c.json({
      status: 'ok',
      sessionId: c.req.query('sessionId') ?? '',
      placements: types.map((type) => {
        const { items, strategy, campaign } = placementItems(type, productId);
        if (campaign) {
          const dyProducts = ids(sortProducts(products.filter(buyable), 'whatsNew').slice(0, 8));
          return { placement_name: type, strategy_message: strategy, items: [], dyProducts, ...campaign };
        }
        return { placement_name: type, strategy_message: strategy, items };
      }),
    });
  });
};

/**
 * The recommendations' calls (storefront spec section 7):
 * - the engine: its script from a local path (added once, through the script loader's allowlist and nonce), asked for placements with
 *   the API key and base URL of the init data's recsInfo and the session id;
 * - fetchRecommendedProductInfo: recommendedProducts as a comma list, maxProdsPerPage '25', isDisplaySpecialPrice
 *   true; the client adds _dynSessConf and replays once on a returned stringSessionConfirmationNumber;
 * - add to cart from a card (the add-to-cart call; the header's count follows through setCartCount).
 * Results are kept for the page, so a remounted carousel does not ask again.
 */
import { array, nullable, number, optional, string, type } from 'superstruct';
import { loadInitPart, request, resetInit } from '../../src/api';
import { getHostConfig } from '../../src/config';
import { track } from '../../src/events';
import { loadExternalScript, resetExternalScripts, vendorGlobal } from '../../src/integrations';
import { loadSession, recentProducts, setCartCount } from '../../src/stores';
import { MAX_PRODS_PER_PAGE, type RecommendationsCalls } from './model';
import { RecommendedProduct, type Campaign, type Outcome, type Placement } from './product';
import { recommendationId } from './recommendationId';

/** The engine script's default local path (a host overrides it with endpoints.recsEngineScript). */
export const ENGINE_SCRIPT = '/static/recs/engine.js';

const text = optional(nullable(string()));
const ProductInfoAnswer = type({ recsProductInfo: optional(nullable(array(RecommendedProduct))) });
const Init = type({ recsInfo: optional(nullable(type({ algonomyAPIKey: text, algonomyBaseURL: text }))) });

interface Engine {
  getPlacements(req: { apiKey: string; baseURL: string; sessionId: string; userId: string; placements: string[]; productId?: string }): Promise<unknown>;
}

declare global {
  interface Window {
    RecsEngine?: Engine;
  }
}

/** Adds the engine script once (the script loader's allowlist and nonce) and resolves its interface, or null (logged). */
export function loadEngine(src: string): Promise<Engine | null> {
  return loadExternalScript('recommendations', src, { name: 'recommendations engine script', ready: () => vendorGlobal<Engine>('RecsEngine', ['getPlacements']) });
}

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;
const SAFE_FONT = /^[\w\s,"'-]{1,80}$/;

/** Reads one engine placement: its items' ids, or a dynamic campaign's dyProducts with its title styling. */
export function toPlacement(raw: unknown, fallbackTitle: string): Placement | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const idsOf = (v: unknown): string[] =>
    Array.isArray(v)
      ? v
          .map((i) => (i && typeof i === 'object' ? (i as { id?: unknown }).id : i))
          .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
          .map(String)
      : [];
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const dy = idsOf(p.dyProducts);
  if (dy.length) {
    const align = str(p.textAlign).toLowerCase();
    const campaign: Campaign = {
      title: str(p.customTitle) || str(p.strategy_message) || fallbackTitle,
      textAlign: align === 'left' || align === 'center' || align === 'right' ? align : undefined,
      color: SAFE_COLOR.test(str(p.titleColor)) ? str(p.titleColor) : undefined,
      font: SAFE_FONT.test(str(p.font)) ? str(p.font) : undefined,
    };
    return { title: campaign.title, ids: dy, campaign };
  }
  return { title: str(p.strategy_message) || fallbackTitle, ids: idsOf(p.items), campaign: null };
}

/** Resolves product info for ids (in their order), one call. */
export async function fetchProductInfo(ids: string[]): Promise<RecommendedProduct[] | string> {
  const r = await request('recsProductInfo', {
    body: { recommendedProducts: ids.join(','), maxProdsPerPage: String(MAX_PRODS_PER_PAGE), isDisplaySpecialPrice: true },
    schema: ProductInfoAnswer,
  });
  if (!r.ok) return `product info failed (${r.kind} ${r.status})`;
  return r.data.recsProductInfo ?? [];
}

const initData = () => loadInitPart('recommendations', Init);

const cache = new Map<string, Promise<Outcome>>();

async function withProducts(title: string, campaign: Campaign | null, ids: string[]): Promise<Outcome> {
  if (!ids.length) return { kind: 'empty' };
  const products = await fetchProductInfo(ids);
  if (typeof products === 'string') return { kind: 'failed', why: products };
  return products.length ? { kind: 'ok', title, campaign, products } : { kind: 'empty' };
}

async function engineOutcome(placement: string, productId: string | undefined, fallbackTitle: string): Promise<Outcome> {
  const [init, session] = await Promise.all([initData(), loadSession()]);
  const recs = init?.recsInfo;
  if (!recs?.algonomyAPIKey || !recs.algonomyBaseURL) return { kind: 'failed', why: 'no recsInfo in the init data' };
  const src = getHostConfig().endpoints?.recsEngineScript ?? ENGINE_SCRIPT;
  const engine = await loadEngine(src);
  // The script loader has said why (refused, not loaded, no interface), naming the widget and the address.
  if (!engine) return { kind: 'failed', why: `engine script failed (${src})`, logged: true };
  const sid = session?.raw.sid;
  let answer: unknown;
  try {
    answer = await engine.getPlacements({
      apiKey: recs.algonomyAPIKey,
      baseURL: recs.algonomyBaseURL,
      sessionId: typeof sid === 'string' ? sid : '',
      userId: recommendationId(),
      placements: [placement],
      ...(productId ? { productId } : {}),
    });
  } catch (e) {
    return { kind: 'failed', why: `engine failed (${(e as Error).message})` };
  }
  const list = Array.isArray(answer) ? answer : [];
  const raw: unknown = list.find((p) => (p as { placement_name?: unknown } | null)?.placement_name === placement) ?? list[0];
  const p = toPlacement(raw, fallbackTitle);
  return p ? withProducts(p.title, p.campaign, p.ids) : { kind: 'empty' };
}

/** A placement's products (once per page per placement and product). */
export function loadPlacement(placement: string, productId: string | undefined, fallbackTitle: string): Promise<Outcome> {
  const key = `${placement}|${productId ?? ''}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = engineOutcome(placement, productId, fallbackTitle).then((o) => {
      if (o.kind === 'failed') cache.delete(key);
      return o;
    });
    cache.set(key, hit);
  }
  return hit;
}

/** The id to ask product info for: the recorded product id, else the SKU of the product page's path. */
const recentId = (p: { url: string; productId?: string }): string => p.productId ?? /^\/[ps]\/([^/]+)\/?$/.exec(p.url)?.[1] ?? '';

/** The shopper's recently viewed products, newest first, resolved by product info. */
export function loadRecentlyViewed(title: string, excludeProductId?: string): Promise<Outcome> {
  const ids = recentProducts()
    .map(recentId)
    .filter((id) => id && id !== excludeProductId);
  return withProducts(title, null, ids);
}

const AddAnswer = type({ order: optional(nullable(type({ totalCommerceItemCount: optional(number()) }))), encryptedOrderId: text });

/** Adds one of a card's product to the cart; the header count follows. Resolves null or the message to show. */
export async function addToCart(p: RecommendedProduct, fallbackMessage: string): Promise<string | null> {
  const r = await request('addToCart', {
    body: { catalogRefId: p.skuId ?? '', productId: p.productId ?? '', quantity: 1, personalized: false, customMessage: '', locationId: '' },
    schema: AddAnswer,
  });
  if (!r.ok) return r.kind === 'formError' ? r.message : fallbackMessage;
  const count = r.data.order?.totalCommerceItemCount;
  if (typeof count === 'number') setCartCount(count, r.data.encryptedOrderId ? { encryptedOrderId: r.data.encryptedOrderId } : {});
  track('addToCart', { productId: p.productId, skuId: p.skuId, quantity: 1, source: 'recommendations' });
  return null;
}

/** For tests: forget the page's results and the engine. */
export function resetRecommendations(): void {
  cache.clear();
  resetExternalScripts();
  resetInit();
}

/** The recommendations' calls in the page: the engine and product info, a card's add, analytics, the console. */
export const recommendationsCalls: RecommendationsCalls = {
  /** A failure is logged once (the script loader has logged its own). */
  load: async (q) => {
    const recent = q.variant === 'recently-viewed';
    const o = await (recent ? loadRecentlyViewed(q.title, q.productId) : loadPlacement(q.placement ?? '', q.productId, q.title));
    if (o.kind === 'failed' && !o.logged) console.error(`[storefront-widgets] recommendations (${recent ? 'recently viewed' : q.placement}): ${o.why}; nothing is shown.`);
    return o;
  },
  moved: (data) => track('recommendationCarousel', data),
  addToCart: ({ product, failed }) => addToCart(product, failed),
};

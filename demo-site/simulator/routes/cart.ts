/**
 * The cart summary (read on the cart page): lines, promotions, totals and rewards points, computed from
 * the session's cart. The session itself (JSESSIONID, cart contents) belongs to the simulator core; this
 * module reads the session's cart (or, in unit tests, `options.cartFor(request)`).
 */
import type { Context } from 'hono';
import type { RouteModule, SimulatorOptions } from '../types';
import { getSession } from '../session';
import { effectivePrice, findProduct, findPromoCode, findSku, inventoryFor } from '../../data';

export const CART_PATHS = {
  summary: '/rest/model/atg/commerce/order/purchase/CartModifierActor/cartSummary',
} as const;

export interface CartLineInput {
  catalogRefId: string;
  quantity: number;
  instorePickUpOpted?: boolean;
  /** The pickup store for store lines. */
  locationId?: string | null;
}

/** What the cart summary needs from a session. */
export interface CartInput {
  orderId: string;
  lines: CartLineInput[];
  couponCodes: string[];
  gsaUser: boolean;
  rewardsMember: boolean;
}

export type CartResolver = (request: Request) => CartInput | undefined;

/** Orders at or above this subtotal ship free. */
export const FREE_SHIPPING_THRESHOLD = 79;
export const STANDARD_SHIPPING = 8.95;
const REWARDS_MULTIPLIER = 3;

const round = (n: number): number => Math.round(n * 100) / 100;

export function emptyCart(orderId = 'o-demo-empty'): CartInput {
  return { orderId, lines: [], couponCodes: [], gsaUser: false, rewardsMember: false };
}

/** Builds the cart summary (storefront spec section 3, "Cart header/summary"). */
export function buildCartSummary(cart: CartInput) {
  const allLines = [];
  const unavailableLines = [];
  let merchandise = 0;
  let shippable = 0;
  let points = 0;
  for (const [i, line] of cart.lines.entries()) {
    const sku = findSku(line.catalogRefId);
    const product = sku && findProduct(sku.productId);
    if (!sku || !product) continue;
    const unit = effectivePrice(sku, cart.gsaUser);
    const amount = round(unit * line.quantity);
    const pickupStock = line.instorePickUpOpted && line.locationId ? inventoryFor(line.locationId, sku.id) : undefined;
    const unavailable = sku.status === 'SOLD_OUT' || sku.status === 'DISCONTINUED' || (pickupStock !== undefined && pickupStock.stockLevel === 'Unavailable');
    const out = {
      commerceItemId: `ci${i + 1}`,
      productId: product.id,
      catalogRefId: sku.id,
      quantity: line.quantity,
      skuDisplayName: sku.displayName,
      imageURL: sku.imageURL,
      seoURL: `/p/${sku.id}/`,
      instorePickUpOpted: !!line.instorePickUpOpted,
      locationId: line.locationId ?? null,
      storeOnly: sku.storeOnly,
      priceInfo: { amount, listPrice: sku.listPrice, salePrice: sku.salePrice, onSale: sku.salePrice !== null, hasGSAPrice: cart.gsaUser && sku.gsaPrice !== null, unitPrice: unit },
      gaEventData: { id: product.id, name: product.name, variant: sku.option?.value ?? '', category: product.categoryId, price: unit, quantity: line.quantity },
    };
    if (unavailable) {
      unavailableLines.push(out);
      continue;
    }
    allLines.push(out);
    merchandise += amount;
    if (!line.instorePickUpOpted && sku.skuType !== 'eGiftcard') shippable += amount;
    if (!cart.gsaUser && !product.giftCard) points += REWARDS_MULTIPLIER * Math.ceil(amount);
  }
  merchandise = round(merchandise);
  const promos = cart.gsaUser ? [] : cart.couponCodes.map((c) => findPromoCode(c)).filter((p) => p !== undefined);
  const appliedPromotions = promos.map((p) => ({
    couponCode: p.code,
    message: p.message,
    isGlobalPromo: false,
    discountAmount: p.kind === 'percentOff' ? round((merchandise * p.percent) / 100) : 0,
  }));
  const discountAmount = round(appliedPromotions.reduce((s, p) => s + p.discountAmount, 0));
  const freeShip = promos.some((p) => p.kind === 'freeShipping') || shippable === 0 || shippable >= FREE_SHIPPING_THRESHOLD;
  const shipping = freeShip ? 0 : STANDARD_SHIPPING;
  const qualifierMessages = !freeShip ? [`Add $${round(FREE_SHIPPING_THRESHOLD - shippable).toFixed(2)} more to get FREE shipping!`] : [];
  const total = round(merchandise - discountAmount + shipping);
  const isEmptyCart = allLines.length === 0 && unavailableLines.length === 0;
  return {
    orderId: cart.orderId,
    isGSAUser: cart.gsaUser,
    isEmptyCart,
    disableCheckout: allLines.length === 0,
    registryOrder: false,
    isPaypalEnabledForCart: !cart.gsaUser && total > 0 && total <= 8000,
    isApplePayEnabledForCart: false,
    loyaltyInfo: { isRewardsMember: cart.rewardsMember, pointsMultiplier: REWARDS_MULTIPLIER },
    cartSummary: {
      itemCount: allLines.reduce((s, l) => s + l.quantity, 0),
      merchandiseSubtotal: merchandise,
      hasPromoApplied: appliedPromotions.length > 0,
      appliedPromotions,
      discountAmount,
      qualifierMessages,
      isShowCouponbox: !cart.gsaUser,
      shipping,
      estimatedTax: null,
      total,
    },
    allLines,
    unavailableLines,
    rewardsInfo: { totalPoints: cart.gsaUser ? 0 : points },
  };
}

const resolverOf = (options: SimulatorOptions): CartResolver | undefined =>
  typeof options.cartFor === 'function' ? (options.cartFor as CartResolver) : undefined;

/** The cart of the request's JSESSIONID session. */
function sessionCart(c: Context): CartInput {
  const s = getSession(c);
  return {
    orderId: s.cart.orderId,
    lines: s.cart.items.map((l) => ({
      catalogRefId: l.catalogRefId,
      quantity: l.quantity,
      instorePickUpOpted: l.instorePickUpOpted === true,
      locationId: typeof l.locationId === 'string' ? l.locationId : null,
    })),
    couponCodes: Array.isArray(s.cart.couponCodes) ? (s.cart.couponCodes as string[]) : [],
    gsaUser: s.profile.gsaUser,
    rewardsMember: s.profile.loginStatus === 'loggedIn' && !s.profile.gsaUser,
  };
}

export const registerCart: RouteModule = (app, options) => {
  app.get(CART_PATHS.summary, (c) => {
    const cart = resolverOf(options)?.(c.req.raw) ?? sessionCart(c);
    return c.json(buildCartSummary(cart));
  });
};

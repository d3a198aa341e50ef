/**
 * What the buying box shows, from its state, the session and the feature flags: the price and points, the
 * labels, the availability note, the delivery choices. Pure: the view reads these and renders.
 */
import type { SessionInfo, SessionState, Shopper } from '../../src/stores';
import { formatPrice } from '../../src/ui/formatPrice';
import { fill, type AddToCartMessages } from './messages';
import type { AddToCartModelState, SessionFacts } from './model';
import { displaySkuOf } from './reducer';
import type { SkuData } from './product';
import { availabilityOf, giftAmountOf, pickupIneligible, priceView, rewardPoints, type PriceView } from './rules';

/**
 * What the model acts on from the shopper: whether and how to ask for prices. Known once the session answered,
 * even with an error (the model then asks for prices as a guest).
 */
export const sessionFacts = (v: Shopper, status: SessionState['status']): SessionFacts => ({
  known: status === 'ready' || status === 'error',
  gsa: v.gsa,
  signedIn: v.signedIn,
});

/**
 * Points multiplier of a rewards tier (a member without one is VIP, spec section 6): the session's rewards
 * config when it has one, else 3 (spec section 9).
 */
function multiplierOf(raw: Record<string, unknown> | undefined, tier: string | null | undefined): number | null {
  const config = raw?.rewardsConfig as { tierMultipliers?: Record<string, unknown> } | undefined;
  const v = config?.tierMultipliers?.[tier || 'VIP'];
  return typeof v === 'number' ? v : null;
}

const priceOf = (sku: SkuData | null, who: { gsaUser: boolean; signedIn: boolean; pickupEnabled: boolean }): PriceView | null => {
  const pi = sku?.priceInfo;
  if (!pi) return null;
  return priceView(
    {
      listPrice: pi.listPrice ?? null,
      salePrice: pi.salePrice ?? null,
      onSale: !!pi.onSale,
      gsa: pi.gsa ?? null,
      special: !!pi.special,
      specialPrice: pi.specialPrice ?? null,
      doorBuster: !!pi.doorBuster,
      doorBusterPrice: pi.doorBusterPrice ?? null,
      bopisSale: !!pi.bopisSale,
      bopisSalePrice: pi.bopisSalePrice,
      bopisListPrice: pi.bopisListPrice,
      addlSaving: !!pi.addlSaving,
      addlSaveSalePrice: pi.addlSaveSalePrice,
    },
    who,
  );
};

export interface BuyingBoxView {
  /** The price of the shown SKU (none for a gift card). */
  price: PriceView | null;
  /** A gift card's amount, or its range while none is chosen. */
  range: string | null;
  points: number | null;
  /** The labels above the price (the tag's word when the price does not say it, Exclusive). */
  labels: string[];
  /** Why the item cannot be added (sold out, discontinued...), '' when it can. */
  statusText: string;
  blocked: boolean;
  discontinued: boolean;
  storeOnly: boolean;
  /** Store pickup is not offered for this item. */
  noPickup: boolean;
  /** The free store-pickup label shows (never to GSA users, spec section 6). */
  freePickup: boolean;
  /** The ship-or-pick-up choice shows. */
  showDelivery: boolean;
  /** The Shipping Restrictions link shows. */
  restricted: boolean;
}

export function buyingBoxView(s: AddToCartModelState, who: { info: SessionInfo | null; rewardsEnabled: boolean; enableStoreOnlyItems: boolean }, m: AddToCartMessages): BuyingBoxView | null {
  const p = s.product;
  if (!p) return null;
  const { gsa: gsaUser, signedIn } = s.session;
  const { pickupEnabled } = s;
  const shown = displaySkuOf(s);
  const gc = p.giftCard;
  const price = priceOf(shown, { gsaUser, signedIn, pickupEnabled });
  const giftAmount = gc ? giftAmountOf(s.amount, s.customAmount, gc.customAmount) : null;
  const range = gc ? (giftAmount !== null ? formatPrice(giftAmount) : fill(m.giftCardRange, { min: formatPrice(Math.min(...gc.amounts)), max: formatPrice(gc.customAmount.max) })) : null;
  const tier = (who.info?.rewardsCustomer as { tierInfo?: { currentTier?: string | null } } | null)?.tierInfo?.currentTier;
  const points = who.rewardsEnabled && !gc ? rewardPoints(price?.price ?? null, { gsaUser, multiplier: multiplierOf(who.info?.raw, tier) }) : null;
  // Store-only items can be bought only with store pickup on (spec section 4) and the store's enableStoreOnlyItems flag (section 3).
  const storeOnlyBuyable = pickupEnabled && who.enableStoreOnlyItems;
  const availability = shown
    ? availabilityOf(
        { status: shown.status ?? 'ACTIVE', stockLevel: shown.stockLevel, storeOnly: !!shown.storeOnly || !!p.storeOnly, ineligibleAtAllLocations: shown.ineligibleAtAllLocations },
        { storePickupEnabled: storeOnlyBuyable },
      )
    : 'ok';
  const anotherAvailable = p.skus.some(
    (k) =>
      k.id !== shown?.id &&
      availabilityOf(
        { status: k.status ?? 'ACTIVE', stockLevel: k.stockLevel, storeOnly: !!k.storeOnly, ineligibleAtAllLocations: k.ineligibleAtAllLocations },
        { storePickupEnabled: storeOnlyBuyable },
      ) === 'ok',
  );
  const statusText =
    availability === 'soldOut'
      ? anotherAvailable
        ? m.soldOutSelection
        : m.soldOutOnline
      : availability === 'discontinued'
        ? m.discontinued
        : availability === 'storeOnlyDisabled'
          ? m.storeOnlyNote
          : availability === 'ineligible'
            ? m.ineligible
            : availability === 'inactive'
              ? m.inactive
              : '';
  const storeOnly = !!shown?.storeOnly || !!p.storeOnly;
  const noPickup = pickupIneligible({ storeOnly, ineligibleAtAllLocations: shown?.ineligibleAtAllLocations });
  // The tag's word is said once: as the sale price's label when the price has one ('Clearance' for clearance),
  // else as a label above the price. Shipping-restricted is the Shipping Restrictions link below.
  const saleLabelled = price?.label === 'Sale' && (p.tag === 'sale' || p.tag === 'clearance');
  const tagWord = saleLabelled
    ? null
    : p.tag === 'sale'
      ? m.sale
      : p.tag === 'clearance'
        ? m.tagClearance
        : p.tag === 'gift-card'
          ? m.tagGiftCard
          : p.tag === 'promo-eligible'
            ? m.tagPromoEligible
            : null;
  return {
    price: gc ? null : price,
    range,
    points,
    labels: [...(tagWord ? [tagWord] : []), ...(p.llExclusive ? [m.exclusive] : [])],
    statusText,
    blocked: availability !== 'ok',
    discontinued: availability === 'discontinued',
    storeOnly,
    noPickup,
    freePickup: pickupEnabled && !noPickup && !gsaUser,
    showDelivery: !gc && (pickupEnabled || storeOnly),
    restricted: p.tag === 'shipping-restricted' || !!p.furniture,
  };
}

/** The sticky bar's price: the gift card's amount or range, else the shown price. */
export const stickyPrice = (view: BuyingBoxView): string => view.range ?? (view.price?.price != null ? formatPrice(view.price.price) : '');

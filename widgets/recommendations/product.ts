/** A recommended product as the engine's product info call gives it, and what a carousel's question gets back. */
import { array, boolean, nullable, number, optional, string, type, union, type Infer } from 'superstruct';

const text = optional(nullable(string()));
const flag = optional(nullable(boolean()));
const num = optional(nullable(union([number(), string()])));

/** A recommendation product (spec section 3: the fields a card shows), with the ids its Add to Cart needs. */
export const RecommendedProduct = type({
  productId: optional(string()),
  skuId: text,
  seoURL: string(),
  imageURL: text,
  name: string(),
  isNew: flag,
  storeOnly: flag,
  hasSpecialPrice: flag,
  isOnSale: flag,
  isOnGSA: flag,
  salePriceRange: text,
  listPriceRange: text,
  gsaPriceRange: text,
  specialStoreText: text,
  rating: num,
  reviewCount: num,
  badges: optional(nullable(array(string()))),
  llExclusive: flag,
  presellDate: optional(nullable(union([string(), number()]))),
  multiSku: flag,
  persEnabled: flag,
  giftCard: flag,
});
export type RecommendedProduct = Infer<typeof RecommendedProduct>;

/** A placement's title styling from a dynamic campaign. */
export interface Campaign {
  title: string;
  textAlign?: 'left' | 'center' | 'right';
  color?: string;
  font?: string;
}

export interface Placement {
  title: string;
  ids: string[];
  campaign: Campaign | null;
}

/** A carousel's answer: its products, none, or a failure (logged once by the calls). */
export type Outcome = { kind: 'ok'; title: string; campaign: Campaign | null; products: RecommendedProduct[] } | { kind: 'empty' } | { kind: 'failed'; why: string; logged?: boolean };

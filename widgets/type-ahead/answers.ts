/** The suggest and flyout answers as they enter (validated), and the items they give the box. */
import { array, boolean, nullable, number, optional, string, type, type Infer } from 'superstruct';

const Suggestion = type({ search: string(), url: optional(string()) });
const Category = type({ name: string(), url: string() });
const Product = type({
  name: string(),
  seoURL: string(),
  imageURL: optional(string()),
  displayImage: optional(string()),
  priceMin: number(),
  priceMax: number(),
  saleMin: optional(nullable(number())),
  saleMax: optional(nullable(number())),
  gsa: optional(nullable(number())),
  gcPriceRange: optional(nullable(string())),
  isOnSale: optional(boolean()),
  hasGSAPrice: optional(boolean()),
});

export const SuggestAnswer = type({
  typeAheadResponse: type({
    suggestions: optional(array(Suggestion)),
    categorySuggestionResponse: optional(type({ results: optional(array(Category)) })),
  }),
});
export const FlyoutAnswer = type({ products: array(Product) });
export type SuggestionItem = Infer<typeof Suggestion>;
export type CategoryItem = Infer<typeof Category>;
export type ProductItem = Infer<typeof Product>;
export interface Suggestions {
  suggestions: SuggestionItem[];
  categories: CategoryItem[];
}

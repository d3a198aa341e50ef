/**
 * The one price and money module: money read from the store's answers, rounded to cents, and written as the
 * store writes it (en-US: "$1,250.00", "1,250"), by hand. Not with
 * Intl.NumberFormat or toLocaleString: the page's first Intl number formatter costs 40-56 ms of main thread
 * on this machine (ICU's set-up; 160-220 ms at Lighthouse's 4x CPU slowdown), one long task on every page
 * that shows a price or a points count. The store's prices are US dollars; nothing here depends on locale.
 */

/** A number's whole part grouped by thousands: "1250.5" -> "1,250.5" (a fraction of one or two digits). */
const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A money amount as the store's answers write it ("$1,250.00", " 12.5 "): the number; NaN when it is none, 0 for "". */
export const parseMoney = (text: string): number => Number(text.replace(/[$,\s]/g, ''));

/**
 * An amount rounded to cents, half away from zero on the number's shortest decimal form, as Intl does ("9.065" ->
 * 9.07, where toFixed, working on the binary value 9.06499..., gives 9.06). A tiny amount written with an exponent
 * ("1e-7e2" is not a number) is no cents.
 */
export function roundCents(n: number): number {
  const cents = Math.round(Number(Math.abs(n) + 'e2')) || 0;
  return (n < 0 ? -cents : cents) / 100;
}

/** An amount as a plain decimal with two places ("1250.50", "-5.00"): a payment sheet's total, the cents the summary shows. */
export function decimalAmount(n: number): string {
  const c = roundCents(n);
  return (c < 0 ? '-' : '') + Math.abs(c).toFixed(2);
}

/** A price as the store shows it: "$" and two decimals ("$1,250.00", "-$5.00"). Non-numbers give "". */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? parseMoney(value) : value;
  // An amount of 1e15 or more is no price (and from 1e21 JavaScript writes it with an exponent): nothing shown.
  if (n === null || n === undefined || !Number.isFinite(n) || Math.abs(n) >= 1e15) return '';
  const d = decimalAmount(n);
  return d.startsWith('-') ? '-$' + group(d.slice(1)) : '$' + group(d);
}

/** A price range as text ("12.5 - 15", "12.5–15"): "$12.50 - $15.00"; one price alone; '' when a part is no price. */
export function formatPriceRange(text: string | null | undefined): string {
  if (!text) return '';
  const parts = text.split(/\s+-\s+|\s*–\s*/).map((part) => formatPrice(part));
  return parts.every(Boolean) ? parts.join(' - ') : '';
}

/** A whole number grouped by thousands ("12,500 points"); a fraction is rounded. */
export const formatCount = (value: number): string => (value < 0 ? '-' : '') + group(String(Math.round(Math.abs(value))));

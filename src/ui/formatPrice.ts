const FORMAT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price as the store shows it: "$" and two decimals ("$1,250.00"). Non-numbers give "". */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return FORMAT.format(n);
}

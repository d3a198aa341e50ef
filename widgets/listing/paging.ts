/** Paging: links from the listing's paging template, up to 5 pages in full, otherwise ellipses (spec section 9). */
export const FULL_PAGES = 5;

export type PageItem = number | 'gap';

/** The page numbers to show: all of them up to 5, else the first, the last and the current page's neighbours with gaps. */
export function pageNumbers(page: number, count: number): PageItem[] {
  if (count <= FULL_PAGES) return Array.from({ length: Math.max(0, count) }, (_, i) => i + 1);
  const keep = [...new Set([1, page - 1, page, page + 1, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const out: PageItem[] = [];
  keep.forEach((n, i) => {
    if (i && n - keep[i - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/** A page's address from the paging template ({X} is the page number). */
export const pageHref = (template: string, page: number): string => template.replace('{X}', String(page));

/** Server-rendered pieces shared by the legacy pages: product cards, prices, stars, breadcrumbs, paging. */
import { html, raw, type Raw } from '../html';
import { minPrice, type Product, type Sku } from '../data';

export const money = (n: number): string => `$${n.toFixed(2)}`;

/** Stars drawn with CSS (no inline styles under the CSP): the fill width steps by half a star. */
export function stars(product: Product): Raw {
  if (product.reviewCount === 0) return html`<p class="rating rating-none"><a href="/product-review/${product.id}">Be the first!</a> to write a review</p>`;
  const step = Math.round(product.rating * 2);
  return html`<p class="rating">
    <span class="stars" aria-hidden="true"><span class="stars-fill stars-${step}"></span></span><span class="visually-hidden">Rated ${product.rating.toFixed(1)} out of 5 stars.</span>
    <span class="rating-count">${product.rating.toFixed(1)} (${product.reviewCount})</span>
  </p>`;
}

/** A SKU's price: sale price with the list price struck through, or the list price. */
export function skuPrice(sku: Sku): Raw {
  if (sku.salePrice !== null)
    return html`<p class="price">
      <span class="price-sale"><span class="visually-hidden">Sale price </span>${money(sku.salePrice)}</span>
      <s class="price-was"><span class="visually-hidden">Regular price </span>${money(sku.listPrice)}</s>
    </p>`;
  return html`<p class="price"><span class="price-list">${money(sku.listPrice)}</span></p>`;
}

/** A product's price as a listing shows it ("From $x" for multi-SKU products with different prices). */
export function productPrice(p: Product): Raw {
  if (p.giftCard) return html`<p class="price"><span class="price-list">${money(Math.min(...p.giftCard.amounts))} - ${money(p.giftCard.customAmount.max)}</span></p>`;
  const prices = new Set(p.skus.map((s) => s.salePrice ?? s.listPrice));
  const first = p.skus[0]!;
  if (prices.size > 1) {
    const onSale = p.skus.some((s) => s.salePrice !== null);
    return html`<p class="price"><span class="${onSale ? 'price-sale' : 'price-list'}">From ${money(minPrice(p))}</span></p>`;
  }
  return skuPrice(first);
}

/** The legacy page's badges of a product: its merchandising badges with 'Exclusive' (llExclusive) after 'New'. */
export function badgesOf(p: Product): string[] {
  const badges = [...p.badges];
  if (p.llExclusive) badges.splice(p.isNew ? 1 : 0, 0, 'Exclusive');
  return badges;
}

export const badgeList = (badges: string[]): Raw =>
  badges.length
    ? html`<ul class="badges" aria-label="Product badges">
        ${badges.map((b) => html`<li class="badge badge-${b.toLowerCase().replace(/[^a-z]+/g, '-')}">${b}</li>`)}
      </ul>`
    : html``;

/** A product tile for grids. Headings level is given so each page keeps a proper outline. */
export function productCard(p: Product, headingLevel: 2 | 3 = 3, eager = false): Raw {
  const sku = p.skus[0]!;
  const name = headingLevel === 2 ? html`<h2 class="card-title"><a href="${p.seoURL}">${p.name}</a></h2>` : html`<h3 class="card-title"><a href="${p.seoURL}">${p.name}</a></h3>`;
  return html`<li class="product-card">
    <a class="card-image" href="${p.seoURL}" tabindex="-1" aria-hidden="true"
      ><img src="${sku.imageURL}" alt="" width="300" height="300" ${eager ? raw('') : raw(' loading="lazy" decoding="async"')}
    /></a>
    ${badgeList(badgesOf(p).slice(0, 2))} ${name} ${stars(p)} ${productPrice(p)}
    ${p.skus.length > 1 ? html`<p class="card-options">${p.skus.length} ${p.optionName === 'Color' ? 'colors' : 'options'} available</p>` : ''}
    ${p.storeOnly ? html`<p class="card-note">Available in stores only</p>` : ''}
  </li>`;
}

/** `eager`: how many cards load their image at once (the first row at the top of a page: its largest paint). */
export const productGrid = (list: Product[], headingLevel: 2 | 3 = 3, label?: string, eager = 0): Raw =>
  html`<ul class="product-grid" ${label ? html` aria-label="${label}"` : ''}>
    ${list.map((p, i) => productCard(p, headingLevel, i < eager))}
  </ul>`;

export function breadcrumbs(trail: { label: string; url?: string }[]): Raw {
  return html`<nav class="breadcrumbs" aria-label="Breadcrumb">
    <ol>
      ${trail.map((t, i) => (i === trail.length - 1 || !t.url ? html`<li><span aria-current="page">${t.label}</span></li>` : html`<li><a href="${t.url}">${t.label}</a></li>`))}
    </ol>
  </nav>`;
}

/** Page numbers: up to 5 pages in full, otherwise the first, last and neighbours with ellipses (spec section 9). */
export function pageNumbers(page: number, count: number): (number | '…')[] {
  if (count <= 5) return Array.from({ length: count }, (_, i) => i + 1);
  const set = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | '…')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('…');
    out.push(n);
  });
  return out;
}

/** Paging links built from a template with a {X} page placeholder. */
export function pagination(page: number, count: number, template: string): Raw {
  if (count <= 1) return html``;
  const href = (n: number) => template.replace('{X}', String(n));
  return html`<nav class="pagination" aria-label="Pagination">
    <ul>
      ${
        page > 1
          ? html`<li>
              <a href="${href(page - 1)}" rel="prev">Previous<span class="visually-hidden"> page</span></a>
            </li>`
          : ''
      }
      ${pageNumbers(page, count).map((n) =>
        n === '…'
          ? html`<li><span class="ellipsis" aria-hidden="true">…</span></li>`
          : n === page
            ? html`<li>
                <a href="${href(n)}" aria-current="page"><span class="visually-hidden">Page </span>${n}</a>
              </li>`
            : html`<li>
                <a href="${href(n)}"><span class="visually-hidden">Page </span>${n}</a>
              </li>`,
      )}
      ${
        page < count
          ? html`<li>
              <a href="${href(page + 1)}" rel="next">Next<span class="visually-hidden"> page</span></a>
            </li>`
          : ''
      }
    </ul>
  </nav>`;
}

/** Shopping pages: home, furniture home, listings (categories, sale, search) and product pages. */
import type { Context, Hono } from 'hono';
import type { DemoEnv } from '../types';
import { html, raw, type Raw } from '../html';
import { categories, findCategory, findProduct, findSku, products, productsInCategory, reviewsOf, SORT_OPTIONS, sortProducts, type Product } from '../data';
import { badgeList, badgesOf, breadcrumbs, money, pagination, productGrid, skuPrice, stars } from './components';
import { layout } from './layout';
import { searchRedirect } from '../simulator/routes/search';
import { computeListing, GRADE_AGE, gradeAgeListings, parseListingAddress, PER_PAGE_OPTIONS } from '../simulator/routes/listing';
import { videosOfProduct } from '../simulator/routes/video';
import { DEMO_REGISTRY } from '../simulator/routes/checkout';

const bestOf = (list: readonly Product[], n: number): Product[] =>
  sortProducts(
    list.filter((p) => !p.giftCard && p.skus.every((s) => s.status === 'ACTIVE' || s.status === 'CLEARANCE')),
    'bestSellers',
  ).slice(0, n);

function homePage(c: Context<DemoEnv>): Response | Promise<Response> {
  const shop = categories.filter((cat) => cat.id !== 'furniture' && cat.id !== 'gift-cards');
  const newest = sortProducts(
    products.filter((p) => p.isNew && !p.giftCard),
    'whatsNew',
  ).slice(0, 4);
  const body = html`<section class="hero" aria-labelledby="hero-title">
      <div class="hero-text">
        <p class="hero-kicker">Back-to-School Savings</p>
        <h1 id="hero-title">Everything your classroom needs, all in one place</h1>
        <p>Hands-on learning materials, classroom essentials and furniture loved by teachers since 1954.</p>
        <p class="hero-actions"><a class="btn-primary" href="/products/">Shop All Products</a> <a class="btn-secondary" href="/sale/">Shop the Sale</a></p>
      </div>
      <img class="hero-art" src="/images/categories/early-learning.png" alt="" width="320" height="320" />
    </section>
    <section class="promo-strip" aria-label="Current offers">
      <p><strong>Free shipping</strong> on orders of $79 or more</p>
      <p><strong>Save 10%</strong> with code SAVE10</p>
      <p><strong>Pick up in store</strong> in as little as 2 hours</p>
    </section>
    <section class="section" aria-labelledby="cats-title">
      <h2 id="cats-title" class="section-title">Shop by Category</h2>
      <ul class="chiclets">
        ${shop.map(
          (cat) =>
            html`<li>
              <a class="chiclet" href="${cat.url}"><img src="/images/categories/${cat.id}.png" alt="" width="120" height="120" loading="lazy" /><span>${cat.name}</span></a>
            </li>`,
        )}
      </ul>
    </section>
    <section class="section" aria-labelledby="best-title">
      <h2 id="best-title" class="section-title">Teacher Favorites</h2>
      ${productGrid(bestOf(products, 8))}
    </section>
    <section class="banner-row" aria-label="Featured collections">
      <a class="micro-banner mb-furniture" href="/furniture/"><strong>Lakeshore Furniture</strong><span>Flexible seating, tables and storage built for classrooms</span></a>
      <a class="micro-banner mb-gift" href="/products/gift-cards/"><strong>Gift Cards</strong><span>The perfect thank-you for every teacher</span></a>
    </section>
    <div data-widget="content-page" data-path-key="/" data-load="visible" class="content-band"></div>
    <section class="section" aria-labelledby="new-title">
      <h2 id="new-title" class="section-title">New Arrivals</h2>
      ${productGrid(newest)}
    </section>
    <div data-widget="recommendations" data-placement="home_page.dy1" class="recs-slot"></div>
    <div data-widget="recommendations" data-variant="recently-viewed" class="recs-slot"></div>
    <div data-widget="stay-connected" data-load="idle"></div>`;
  return c.html(layout({ title: 'Classroom Supplies & Learning Materials', nonce: c.get('nonce'), pageType: 'home', body, path: '/' }));
}

function furnitureHome(c: Context<DemoEnv>): Response | Promise<Response> {
  const cat = categories.find((x) => x.id === 'furniture')!;
  const body = html`<section class="hero hero-furniture" aria-labelledby="hero-title">
      <div class="hero-text">
        <p class="hero-kicker">Lakeshore Furniture</p>
        <h1 id="hero-title">Classroom furniture built to last</h1>
        <p>Solid hardwood tables, flexible seating and storage, backed by warranties up to a lifetime.</p>
        <p class="hero-actions"><a class="btn-primary" href="/products/furniture/">Shop All Furniture</a> <a class="btn-secondary" href="/help/contact-us/">Talk to a Space Planner</a></p>
      </div>
      <img class="hero-art" src="/images/categories/furniture.png" alt="" width="320" height="320" />
    </section>
    <section class="section" aria-labelledby="cats-title">
      <h2 id="cats-title" class="section-title">Shop Furniture</h2>
      <ul class="chiclets">
        ${cat.subcategories.map(
          (s) =>
            html`<li>
              <a class="chiclet" href="${s.url}"
                ><img src="${products.find((p) => p.subcategoryId === s.id)!.skus[0]!.imageURL}" alt="" width="120" height="120" loading="lazy" /><span>${s.name}</span></a
              >
            </li>`,
        )}
      </ul>
    </section>
    <section class="section" aria-labelledby="best-title">
      <h2 id="best-title" class="section-title">Best-Selling Furniture</h2>
      ${productGrid(bestOf(productsInCategory('furniture') ?? [], 8))}
    </section>`;
  return c.html(layout({ title: 'Classroom Furniture', nonce: c.get('nonce'), pageType: 'home', site: 'furniture', body, path: '/furniture/' }));
}

interface ListingView {
  title: string;
  trail: { label: string; url?: string }[];
  empty?: Raw;
}

type ListingData = ReturnType<typeof listingOf>;
type Facet = ListingData['guidedNavigation'][number];

/** The filtered listing of this address, as the simulator answers it (no session: no availability facet). */
function listingOf(c: Context<DemoEnv>) {
  const url = new URL(c.req.url);
  const data = computeListing(parseListingAddress(url.pathname, url.search), { storeId: null, gsa: false, availability: false })!;
  return (data.mainContent ?? data.contents)![0]!;
}

const countOf = (n: number) => html` <span class="count">(${n})</span>`;
const current = (on: boolean) => (on ? raw(' aria-current="page"') : '');

/** The facets as plain links (the no-JS fallback of the listing widget). */
function facetsHtml(facets: Facet[]): Raw {
  return html`${facets.map((f) => {
      if (!f.refinements.length && !('facets' in f && f.facets?.length)) return '';
      if ('mainCategoryLink' in f) {
        const level1 = f.refinements.filter((r) => r.properties.subCategoryLevel === '1');
        const open = level1.find((r) => r.properties.selected === 'true');
        const kids = open ? f.refinements.filter((r) => r.properties['category.parentCategoriesForCatalog.repositoryId'] === open.properties.dimValId) : [];
        return html`<h2 class="facet-title">${f.displayName}</h2>
          <ul class="facet-list">
            ${
              'assortmentURL' in f && f.assortmentURL
                ? html`<li>
                    <a href="${f.assortmentURL}"><strong>${f.assortmentName}</strong>${countOf(f.assortmentRecsCount ?? 0)}</a>
                  </li>`
                : ''
            }
            <li>
              <a href="${f.mainCategoryLink}" ${current(!open)}>${f.mainCategoryDisplay}</a>
              <ul>
                ${level1.map(
                  (r) =>
                    html`<li>
                      <a href="${r.link}" ${current(r.properties.selected === 'true')}>${r.label}${countOf(r.count)}</a>${
                        r === open && kids.length
                          ? html`<ul>
                              ${kids.map((k) => html`<li><a href="${k.link}" ${current(k.properties.selected === 'true')}>${k.label}${countOf(k.count)}</a></li>`)}
                            </ul>`
                          : ''
                      }
                    </li>`,
                )}
              </ul>
            </li>
          </ul>`;
      }
      const list = (rs: typeof f.refinements) =>
        html`<ul class="facet-list">
          ${rs.map((r) => html`<li><a href="${r.link}" ${current(r.properties.selected === 'true')}>${r.label}${countOf(r.count)}</a></li>`)}
        </ul>`;
      // A RefinementMenuCollection: one heading over its menus.
      if ('facets' in f && f.facets)
        return html`<h2 class="facet-title">${f.displayName}</h2>
          ${f.facets.map(
            (m) =>
              html`<h3 class="facet-subtitle">${m.displayName}</h3>
                ${list(m.refinements)}`,
          )}`;
      return html`<h2 class="facet-title">${f.displayName}</h2>
        ${list(f.refinements)}`;
    })}
    <h2 class="facet-title">Availability</h2>
    <p class="facet-availability">Choose a store to see what is ready for pickup. <a href="/stores/locator?landingpage=slpViewAllStores&amp;viewAll=true">Find a store</a></p>`;
}

/**
 * A listing page: the first page of results rendered on the server inside the `listing` marker (facets,
 * crumbs, sort and paging are plain links and a GET form, so it all works without script). The widget
 * takes over from the same data (the filtered listing call answers this address as JSON).
 */
function listingPage(c: Context<DemoEnv>, view: ListingView, site: 'school' | 'furniture' = 'school'): Response | Promise<Response> {
  const l = listingOf(c);
  const info = l.productListingInfo;
  const total = l.resultTotalCount;
  const from = info.offset + 1;
  const to = info.offset + l.resultList.length;
  const items = l.resultList.map((p) => findProduct(p.productId)!);
  const crumbs = Object.entries(l.selectedNavigationBreadcrumbs);
  const keep: Record<string, string> = { ...(l.searchTerm !== null ? { Ntt: l.searchTerm } : {}), ...(info.view !== 'grid' ? { view: info.view } : {}) };
  const body = html`${breadcrumbs(view.trail)}
    <div data-widget="listing" class="listing-slot">
      <div class="listing">
        ${
          /* The filters come first in the markup, as on screen beside the results, so the keyboard meets them first.
     On phones they are a popover behind the 'Filters' button under the title, as in the widget, without script
     too: the first product images stay in view (the page's Largest Contentful Paint) and what is on screen is
     still in the order of the markup. */ ''
        }
        <aside class="facets" id="listing-filters" aria-label="Filters" popover>
          <button type="button" class="btn-small facets-close" popovertarget="listing-filters" popovertargetaction="hide">Close</button>
          ${facetsHtml(l.guidedNavigation)}
        </aside>
        <section class="listing-main" aria-labelledby="listing-title">
          ${titleHtml(l, view.title)} ${l.intro ? html`<p class="listing-intro">${l.intro}</p>` : ''}
          <button type="button" class="btn-small facets-open" popovertarget="listing-filters">Filters</button>
          ${
            crumbs.length
              ? html`<ul class="listing-crumbs" aria-label="Selected filters">
                  ${crumbs.map(([label, url]) => html`<li><a href="${url}">Remove ${label}</a></li>`)}
                  <li><a href="${l.clearAllLink}">Clear All</a></li>
                </ul>`
              : ''
          }
          ${
            total
              ? html`<form class="listing-tools" method="get" action="${c.req.path}">
                    ${Object.entries(keep).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}" />`)}
                    <p class="showing">Showing ${from}-${to} of ${total}</p>
                    <label for="sort-by">Sort by</label>
                    <select id="sort-by" name="Ns">
                      ${SORT_OPTIONS.map((o) => html`<option value="${o.key}" ${o.key === info.sort ? raw(' selected') : ''}>${o.label}</option>`)}
                    </select>
                    ${
                      total > 24
                        ? html`<label for="per-page">Items per page</label>
                            <select id="per-page" name="Nrpp">
                              ${PER_PAGE_OPTIONS.map((n) => html`<option value="${n}" ${n === info.perPage ? raw(' selected') : ''}>${n}</option>`)}
                            </select>`
                        : ''
                    }
                    <button type="submit" class="btn-small">Apply</button>
                  </form>
                  ${productGrid(items, 2, undefined, 4)} ${pagination(info.page, info.pageCount, info.pagingTemplate)}`
              : (view.empty ?? html`<p>No products match.</p>`)
          }
        </section>
      </div>
    </div>`;
  return c.html(layout({ title: view.title, nonce: c.get('nonce'), pageType: 'listing', body, site, path: c.req.path }));
}

/**
 * The listing's title: the strict category listing title (its label and the item count), or the Assortment /
 * Grade-Age label alone; search keeps its own title with the count.
 */
function titleHtml(l: ListingData, searchTitle: string): Raw {
  const t = l.listingTitle;
  const label = t.gradeAgeLabel ?? t.assortmentLabel;
  if (label && l.searchTerm === null) return html`<h1 id="listing-title">${label}</h1>`;
  const total = l.resultTotalCount;
  return html`<h1 id="listing-title">${l.searchTerm === null ? t.label : searchTitle} <span class="count">(${total} ${total === 1 ? 'item' : 'items'})</span></h1>`;
}

// Their intros come with the listing (the simulator's ASSORTMENT_INTROS).
const PSEUDO: Record<string, { title: string }> = {
  sale: { title: 'Sale' },
  clearance: { title: 'Clearance' },
  new: { title: 'New Arrivals' },
  contracted: { title: 'Contracted Items' },
};

function allProductsPage(c: Context<DemoEnv>): Response | Promise<Response> {
  const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: 'All Products' }])}
    <h1>All Products</h1>
    <ul class="category-index">
      ${categories.map(
        (cat) =>
          html`<li class="category-index-item">
            <a class="category-index-head" href="${cat.url}"><img src="/images/categories/${cat.id}.png" alt="" width="96" height="96" loading="lazy" /><span>${cat.name}</span></a>
            <p>${cat.description}</p>
            ${
              cat.subcategories.length
                ? html`<ul>
                    ${cat.subcategories.map((s) => html`<li><a href="${s.url}">${s.name}</a></li>`)}
                  </ul>`
                : ''
            }
          </li>`,
      )}
    </ul>
    <h2 id="grade-age-title">Shop by Grade/Age</h2>
    <ul class="grade-age-index" aria-labelledby="grade-age-title">
      ${gradeAgeListings().map((g) => html`<li><a href="${g.url}">${g.label}</a></li>`)}
    </ul>`;
  return c.html(layout({ title: 'All Products', nonce: c.get('nonce'), pageType: 'listing', body, path: '/products/' }));
}

function categoryPage(c: Context<DemoEnv>): Response | Promise<Response> | undefined {
  const parts = c.req.path.split('/').filter(Boolean).slice(1);
  // Filtered listings insert /N/{dimension ids} after products: /products/art/N/paint+crayons-markers/
  const nAt = parts.indexOf('N');
  const path = nAt >= 0 ? parts.slice(0, nAt) : parts;
  if (path.length === 1 && PSEUDO[path[0]!]) {
    const p = PSEUDO[path[0]!]!;
    return listingPage(c, { title: p.title, trail: [{ label: 'Home', url: '/' }, { label: p.title }] });
  }
  if (path.length === 2 && path[0] === GRADE_AGE) {
    const grade = gradeAgeListings().find((g) => g.url === `/products/${path.join('/')}/`);
    if (!grade) return undefined;
    return listingPage(c, { title: grade.label, trail: [{ label: 'Home', url: '/' }, { label: 'Shop by Grade/Age', url: '/products/' }, { label: grade.label }] });
  }
  if (path.length < 1 || path.length > 2) return undefined;
  const found = findCategory(path.join('/'));
  if (!found) return undefined;
  const { category, subcategory } = found;
  const trail = [{ label: 'Home', url: '/' }, { label: category.name, url: category.url }, ...(subcategory ? [{ label: subcategory.name }] : [])];
  if (!subcategory) trail[1] = { label: category.name };
  return listingPage(
    c,
    {
      title: subcategory?.name ?? category.name,
      trail,
    },
    category.id === 'furniture' ? 'furniture' : 'school',
  );
}

function searchPage(c: Context<DemoEnv>): Response | Promise<Response> {
  const term = (c.req.query('Ntt') ?? '').replace(/[^\p{L}\p{N} !&'?"\-.,]/gu, '').trim();
  // The store's search redirect lookup, for the legacy form too (a category name goes to its listing).
  const target = term ? searchRedirect(term) : null;
  if (target) return c.redirect(target, 302);
  return listingPage(c, {
    title: term ? `Search results for “${term}”` : 'Search',
    trail: [{ label: 'Home', url: '/' }, { label: 'Search results' }],
    empty: html`<div class="empty-state">
      <p>${term ? html`We couldn’t find anything for “${term}”.` : 'Enter a word or item number to search.'}</p>
      <p>Try a different spelling, a more general word, or <a href="/products/">browse all products</a>.</p>
    </div>`,
  });
}

const STATUS_TEXT: Record<string, string> = {
  SOLD_OUT: "We're sorry, this item is currently sold out online.",
  DISCONTINUED: 'This item has been discontinued and is no longer available.',
};

function productPage(c: Context<DemoEnv>, skuId: string): Response | Promise<Response> | undefined {
  const sku = findSku(skuId);
  const product = sku ? findProduct(sku.productId) : findProduct(skuId);
  if (!product) return undefined;
  const selected = sku ?? product.skus[0]!;
  const cat = categories.find((x) => x.id === product.categoryId)!;
  const sub = cat.subcategories.find((s) => s.id === product.subcategoryId);
  const statusText = STATUS_TEXT[selected.status];
  const gc = product.giftCard;
  // A product the add-to-cart widget shows in its standard layout (price, option select when there are options,
  // quantity, delivery choice, buttons): its box is reserved at the widget's size while the fallback shows (site.css).
  const atcSized = !gc && !statusText && !product.storeOnly && !product.persEnabled;
  const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: cat.name, url: cat.url }, ...(sub ? [{ label: sub.name, url: sub.url }] : []), { label: product.name }])}
    <article class="pdp" aria-labelledby="pdp-title">
      <div class="pdp-gallery">
        <img class="pdp-image" src="${selected.imageURL}" alt="${selected.displayName}" width="600" height="600" fetchpriority="high" />
        ${videosOfProduct(product.id).length ? html`<div data-widget="product-video" data-product-id="${product.id}" class="pdp-video-slot"></div>` : ''}
        ${
          product.skus.length > 1
            ? html`<ul class="pdp-thumbs" aria-label="Other options">
                ${product.skus.map(
                  (s) =>
                    html`<li>
                      <a href="/p/${s.id}/" ${s.id === selected.id ? raw(' aria-current="true"') : ''}
                        ><img src="${s.imageURL}" alt="${s.option?.value ?? s.displayName}" width="72" height="72" loading="lazy"
                      /></a>
                    </li>`,
                )}
              </ul>`
            : ''
        }
      </div>
      <div class="pdp-info">
        ${badgeList(badgesOf(product))}
        <h1 id="pdp-title">${product.name}</h1>
        <p class="pdp-meta">Item # ${selected.id.replace(/^S/, 'LL')} · ${product.grades}</p>
        ${stars(product)}
        <div class="pdp-buy">
          <div
            data-widget="add-to-cart"
            data-product-id="${product.id}"
            data-sku-id="${selected.id}"
            class="atc-slot${atcSized ? ' atc-slot--sized' : ''}${atcSized && product.skus.length > 1 ? ' atc-slot--options' : ''}"
          >
            <!-- The no-JS buying box; the add-to-cart widget replaces all of it. -->
            ${gc ? html`<p class="price"><span class="price-list">${money(Math.min(...gc.amounts))} - ${money(gc.customAmount.max)}</span></p>` : skuPrice(selected)}
            ${product.hasGSAPrice && selected.gsaPrice !== null ? html`<p class="pdp-gsa">Government-schedule price available for GSA accounts.</p>` : ''}
            ${statusText ? html`<p class="pdp-status" role="note">${statusText}</p>` : ''}
            ${product.storeOnly ? html`<p class="pdp-note">This item is available for in-store purchase and pickup only.</p>` : ''}
            ${product.persEnabled ? html`<p class="pdp-note">Personalize it: add a name of up to 18 letters.</p>` : ''}
            ${
              product.skus.length > 1
                ? html`<div class="pdp-options">
                    <h2 class="pdp-sub">${product.optionName}: <span class="pdp-option-value">${selected.option?.value}</span></h2>
                    <ul class="option-links" aria-label="Choose ${product.optionName}">
                      ${product.skus.map((s) => html`<li><a href="/p/${s.id}/" ${s.id === selected.id ? raw(' aria-current="true"') : ''}>${s.option?.value}</a></li>`)}
                    </ul>
                  </div>`
                : ''
            }
            ${
              gc
                ? html`<div class="pdp-options">
                    <h2 class="pdp-sub">Amount</h2>
                    <ul class="option-links option-static">
                      ${gc.amounts.map((a) => html`<li><span>${money(a)}</span></li>`)}
                      <li><span>Custom Amount</span></li>
                    </ul>
                  </div>`
                : ''
            }
            <p class="atc-fallback">${statusText ? 'Not available to order online.' : html`To order, call <a href="tel:18007784456">1-800-778-4456</a> (Mon-Fri 5 am-6 pm PT) or visit a store.`}</p>
          </div>
          <div data-widget="store-finder" data-product-id="${product.id}" data-sku-id="${selected.id}" data-load="visible" class="store-slot">
            <p><a href="/stores/locator?landingpage=slpViewAllStores&amp;viewAll=true">Check availability at a store near you</a></p>
          </div>
          <div data-widget="share-product" data-product-id="${product.id}" data-product-name="${product.name}" data-product-url="/p/${selected.id}/" class="share-slot">
            <p><a href="mailto:?subject=${encodeURIComponent(product.name)}&amp;body=${encodeURIComponent(new URL(`/p/${selected.id}/`, c.req.url).href)}">Share by email</a></p>
          </div>
        </div>
      </div>
    </article>
    <section class="pdp-details" aria-labelledby="details-title">
      <h2 id="details-title" class="section-title">Product Details</h2>
      <p>${product.description}</p>
      <dl class="spec-list">
        <dt>Item #</dt>
        <dd>${selected.id.replace(/^S/, 'LL')}</dd>
        <dt>Grades</dt>
        <dd>${product.grades}</dd>
        <dt>Category</dt>
        <dd><a href="${cat.url}">${cat.name}</a></dd>
        ${
          selected.option
            ? html`<dt>${selected.option.name}</dt>
                <dd>${selected.option.value}</dd>`
            : ''
        }
      </dl>
    </section>
    <div class="pdp-reviews" id="reviews">
      <div data-widget="reviews" data-product-id="${product.id}" class="reviews-slot">${reviewsFallback(product)}</div>
    </div>
    <div data-widget="recommendations" data-placement="item_page.rr1" data-product-id="${product.id}" class="recs-slot"></div>`;
  const viewedProduct = { name: product.name, url: `/p/${selected.id}/`, image: selected.imageURL, productId: product.id };
  return c.html(layout({ title: product.name, nonce: c.get('nonce'), pageType: 'product', body, site: product.furniture ? 'furniture' : 'school', path: c.req.path, viewedProduct }));
}

/** Reviews a page shows (the reviews widget's default page size). */
const REVIEWS_PER_PAGE = 10;

/**
 * The reviews as the page renders them before the reviews widget takes over (and without JavaScript): the
 * summary and the first page, in the widget's boxes (site.css .reviews-slot), so the switch moves nothing.
 */
function reviewsFallback(product: Product): Raw {
  const pages = Math.ceil(product.reviewCount / REVIEWS_PER_PAGE);
  const review = `/product-review/${product.id}`;
  const rating = product.rating.toFixed(1);
  const date = (iso: string) => new Date(iso + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return html`<h2 class="reviews-title">Customer Reviews</h2>
    ${
      product.rating > 0
        ? html`<p class="reviews-summary">
            <span class="stars" aria-hidden="true"><span class="stars-fill stars-${Math.round(product.rating * 2)}"></span></span><span class="visually-hidden">Rated ${rating} out of 5 stars</span
            ><span class="reviews-average" aria-hidden="true">${rating}</span> <span>${product.reviewCount === 1 ? '1 review' : `${product.reviewCount.toLocaleString('en-US')} reviews`}</span>
          </p>`
        : html`<p class="reviews-summary">No reviews yet. <a href="${review}">Be the first!</a></p>`
    }
    ${
      product.reviewCount
        ? html`<ol class="reviews-list">
            ${reviewsOf(product)
              .slice(0, REVIEWS_PER_PAGE)
              .map(
                (r) =>
                  html`<li class="review">
                    <p class="review-rating">
                      <span class="stars" aria-hidden="true"><span class="stars-fill stars-${r.rating * 2}"></span></span><span class="visually-hidden">Rated ${r.rating} out of 5 stars</span>
                    </p>
                    <h3>${r.title}</h3>
                    <p class="review-by">${r.nickname}, ${r.location} · <time datetime="${r.submittedAt}">${date(r.submittedAt)}</time></p>
                    <p class="review-text">${r.text}</p>
                  </li>`,
              )}
          </ol>`
        : ''
    }
    ${pages > 1 ? html`<p class="reviews-pager">Page 1 of ${pages}</p>` : ''} ${product.reviewCount ? html`<p class="reviews-write"><a href="${review}">Write a review</a></p>` : ''}`;
}

function reviewPage(c: Context<DemoEnv>): Response | Promise<Response> | undefined {
  const product = findProduct(c.req.param('productId') ?? '');
  if (!product) return undefined;
  const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: product.name, url: product.seoURL }, { label: 'Write a Review' }])}
    <section class="content-page">
      <h1>Write a Review</h1>
      <p>Tell other teachers and families what you think of <a href="${product.seoURL}">${product.name}</a>.</p>
      <p>Reviews are moderated and usually appear within 3 business days.</p>
    </section>`;
  return c.html(layout({ title: `Review ${product.name}`, nonce: c.get('nonce'), body, path: c.req.path }));
}

/**
 * A registry as the legacy site shows it to a gift giver (the demo knows one): viewing it leaves the registry gift
 * data in session storage (storefront spec section 3: encryptedRegistryId, giftRecipientName; the page's own
 * script, public/registry.js), so a gift card added afterwards asks whether it is a gift for this registry.
 */
function registryPage(c: Context<DemoEnv>): Response | Promise<Response> | undefined {
  const r = DEMO_REGISTRY;
  if (c.req.param('id') !== r.encryptedId) return undefined;
  const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: 'Gift Registries', url: '/lists-and-registries/registry-list/' }, { label: r.listName }])}
    <section class="content-page" data-registry-id="${r.encryptedId}" data-registry-name="${r.ownerName}">
      <h1>${r.listName}</h1>
      <p>${r.address.companyName}, ${r.address.city}, ${r.address.state}</p>
      <p>Help ${r.ownerName} get ready for the school year: choose an item from the list, or give a gift card.</p>
      <p><a class="btn-primary" href="/p/S1326/">Give an E-Gift Card</a> <a class="btn-secondary" href="/p/S1325/">Give a Gift Card by Mail</a></p>
    </section>`;
  return c.html(layout({ title: r.listName, nonce: c.get('nonce'), body, path: c.req.path, scripts: ['registry.js'] }));
}

/** Adds the shopping pages; a handler answering undefined falls through to the not-found page. */
export function registerShopPages(app: Hono<DemoEnv>): void {
  app.get('/', homePage);
  app.get('/furniture', furnitureHome);
  app.get('/furniture/', furnitureHome);
  app.get('/products', allProductsPage);
  app.get('/products/', allProductsPage);
  app.get('/sale', (c) => c.redirect('/sale/', 301));
  const salePage = (c: Context<DemoEnv>) => listingPage(c, { title: PSEUDO.sale!.title, trail: [{ label: 'Home', url: '/' }, { label: 'Sale' }] });
  app.get('/sale/', salePage);
  app.get('/sale/N/*', salePage);
  app.get('/products/*', async (c, next) => (await categoryPage(c)) ?? next());
  app.get('/search', searchPage);
  app.get('/search/', searchPage);
  app.get('/search/N/*', searchPage);
  for (const prefix of ['p', 's']) {
    app.get(`/${prefix}/:sku`, async (c, next) => (await productPage(c, c.req.param('sku'))) ?? next());
    app.get(`/${prefix}/:sku/`, async (c, next) => (await productPage(c, c.req.param('sku'))) ?? next());
  }
  app.get('/registry/:id/', async (c, next) => (await registryPage(c)) ?? next());
  app.get('/product-review/:productId', async (c, next) => (await reviewPage(c)) ?? next());
  app.get('/product-review/:productId/', async (c, next) => (await reviewPage(c)) ?? next());
}

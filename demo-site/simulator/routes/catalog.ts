/**
 * Product data: `/data/product/{pageType}/{productId}/json/{gsa}/` (one product with its SKUs and prices)
 * and `/data/products/{category}/json` (a paged listing in the store's listing-result shape).
 */
import type { Context } from 'hono';
import type { RouteModule } from '../types';
import { addlSavingOf, bopisPricesOf, doorBusterOf, onlineStockOf, presellDateOf, storeSpecialOf } from '../../data/skuExtras';
import { categories, effectivePrice, findCategory, findProduct, paginate, productsInCategory, SORT_OPTIONS, sortProducts, type Product, type Sku, type SortKey } from '../../data';

const range = (values: number[]): string => {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? min.toFixed(2) : `${min.toFixed(2)} - ${max.toFixed(2)}`;
};

/** The priceInfo block of one SKU. */
export function priceInfoOf(sku: Sku, product: Product, gsa: boolean) {
  const onSale = sku.salePrice !== null;
  const gc = product.giftCard;
  return {
    listPrice: sku.listPrice,
    sale: onSale,
    salePrice: sku.salePrice,
    onSale,
    minPrice: Math.min(...product.skus.map((s) => s.listPrice)),
    maxPrice: Math.max(...product.skus.map((s) => s.listPrice)),
    saleMinPrice: onSale ? Math.min(...product.skus.map((s) => s.salePrice ?? s.listPrice)) : null,
    saleMaxPrice: onSale ? Math.max(...product.skus.map((s) => s.salePrice ?? s.listPrice)) : null,
    gsa: gsa && sku.gsaPrice !== null ? sku.gsaPrice : null,
    special: storeSpecialOf(sku, product) !== null,
    specialPrice: storeSpecialOf(sku, product),
    doorBuster: doorBusterOf(sku) !== null,
    doorBusterPrice: doorBusterOf(sku),
    ...bopisPricesOf(sku, product),
    ...addlSavingOf(sku),
    giftcardPriceRange: gc ? `${Math.min(...gc.amounts).toFixed(2)} - ${gc.customAmount.max.toFixed(2)}` : null,
  };
}

/** The tag the spec names: sale, clearance, shipping-restricted, gift-card or promo-eligible. */
const tagOf = (p: Product): string =>
  p.giftCard ? 'gift-card' : p.skus.some((s) => s.status === 'CLEARANCE') ? 'clearance' : p.skus.some((s) => s.salePrice !== null) ? 'sale' : p.furniture ? 'shipping-restricted' : 'promo-eligible';

/** One product in the store's product-data shape. */
export function productJson(p: Product, gsa: boolean) {
  const cat = categories.find((c) => c.id === p.categoryId);
  return {
    productId: p.id,
    id: p.id,
    repositoryId: p.id,
    name: p.name,
    description: p.description,
    seoURL: p.seoURL,
    imageURL: p.skus[0]!.imageURL,
    altText: p.name,
    category: cat ? { id: cat.id, name: cat.name, url: cat.url } : null,
    isNew: p.isNew,
    isOnSale: p.skus.some((s) => s.salePrice !== null),
    hasGSAPrice: p.hasGSAPrice,
    isGsaPrice: gsa && p.hasGSAPrice,
    llExclusive: p.llExclusive,
    badges: p.badges,
    tag: tagOf(p),
    furniture: p.furniture,
    warranty: p.warranty ?? null,
    storeOnly: p.storeOnly,
    grades: p.grades,
    listPriceRange: range(p.skus.map((s) => s.listPrice)),
    salePriceRange: p.skus.some((s) => s.salePrice !== null) ? range(p.skus.map((s) => s.salePrice ?? s.listPrice)) : null,
    rating: p.rating,
    showRating: p.reviewCount > 0,
    reviewCount: p.reviewCount,
    presellDate: presellDateOf(p),
    skuInfo: { multiSku: p.skus.length > 1, persEnabled: p.persEnabled, skuTypes: [...new Set(p.skus.map((s) => s.skuType))], optionName: p.optionName },
    giftCard: p.giftCard,
    defaultSkuId: p.defaultSkuId,
    skus: p.skus.map((s) => ({
      id: s.id,
      repositoryId: s.id,
      storeSku: s.id.replace(/^S/, 'LL'),
      displayName: s.displayName,
      option: s.option,
      skuType: s.skuType,
      design: s.design,
      storeOnly: s.storeOnly,
      status: s.status,
      stockLevel: onlineStockOf(s).stockLevel,
      ineligibleAtAllLocations: false,
      persEnabled: s.persEnabled,
      imageURL: s.imageURL,
      priceInfo: priceInfoOf(s, p, gsa),
      price: effectivePrice(s, gsa),
    })),
  };
}

const SORT_KEYS = new Set<string>(SORT_OPTIONS.map((o) => o.key));
const PER_PAGE = new Set([24, 48, 96]);

export const registerCatalog: RouteModule = (app) => {
  const product = (c: Context) => {
    const p = findProduct(c.req.param('productId') ?? '');
    if (!p) return c.json({ error: 'NOT_FOUND', message: 'No product with this id.' }, 404);
    const gsa = (c.req.param('gsa') ?? '').toLowerCase() === 'true';
    return c.json({ pageType: c.req.param('pageType'), product: productJson(p, gsa) });
  };
  app.get('/data/product/:pageType/:productId/json/:gsa/', product);
  app.get('/data/product/:pageType/:productId/json/:gsa', product);

  app.get('/data/products/:category{.+}/json', (c) => {
    const id = c.req.param('category');
    const list = productsInCategory(id);
    if (!list) return c.json({ error: 'NOT_FOUND', message: 'No category with this id.' }, 404);
    const sortParam = c.req.query('Ns') ?? 'bestSellers';
    const sort = (SORT_KEYS.has(sortParam) ? sortParam : 'bestSellers') as SortKey;
    const perPageParam = Number(c.req.query('Nrpp') ?? 24);
    const perPage = PER_PAGE.has(perPageParam) ? perPageParam : 24;
    const offset = Math.max(0, Number(c.req.query('No') ?? 0) || 0);
    const pageNumber = Number(c.req.query('page')) || Math.floor(offset / perPage) + 1;
    const gsa = c.req.query('gsa') === 'true';
    const page = paginate(sortProducts(list, sort), pageNumber, perPage);
    const found = findCategory(id);
    const title = found ? (found.subcategory?.name ?? found.category.name) : id;
    const crumbs: Record<string, string> = { Home: '/' };
    if (found) {
      crumbs[found.category.name] = found.category.url;
      if (found.subcategory) crumbs[found.subcategory.name] = found.subcategory.url;
    }
    return c.json({
      mainContent: [
        {
          type: 'PageContent-ProductListing',
          title,
          mainDimension: { count: page.total },
          resultTotalCount: page.total,
          selectedNavigationBreadcrumbs: crumbs,
          guidedNavigation:
            found && !found.subcategory
              ? [
                  {
                    name: 'category',
                    displayName: 'Category',
                    dimensionName: 'category',
                    childDimensionName: 'subcategory',
                    refinements: found.category.subcategories.map((s) => ({
                      label: s.name,
                      count: productsInCategory(`${found.category.id}/${s.id}`)!.length,
                      link: s.url,
                      navigationState: s.url,
                      properties: { selected: 'false', isParentCategory: 'false', hasSubCategory: 'false', subCategoryLevel: '1', dimValId: s.id, 'category.repositoryId': s.id },
                    })),
                  },
                ]
              : [],
          productListingInfo: {
            sort,
            sortOptions: SORT_OPTIONS,
            perPage: page.perPage,
            page: page.page,
            pageCount: page.pageCount,
            offset: (page.page - 1) * page.perPage,
            pagingTemplate: `/data/products/${id}/json?page={X}&Nrpp=${page.perPage}&Ns=${sort}`,
          },
          resultList: page.items.map((p) => productJson(p, gsa)),
        },
      ],
    });
  });
};

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categories, inventoryFor, products, productsInCategory, findProduct } from '../../data';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { getSimulatorControl } from '../session';

interface Refinement {
  label: string;
  count: number;
  link: string;
  properties: Record<string, string>;
}
interface Facet {
  name: string;
  type: string;
  displayName: string;
  dimensionName: string;
  refinements: Refinement[];
  facets?: Facet[];
  mainCategoryDisplay?: string;
  assortmentName?: string;
  assortmentRecsCount?: number;
}
interface Listing {
  type: string;
  listingTitle: { label: string; count: number; assortmentLabel?: string; gradeAgeLabel?: string };
  intro: string | null;
  resultTotalCount: number;
  mainDimension: { count: number };
  selectedNavigationBreadcrumbs: Record<string, string>;
  guidedNavigation: Facet[];
  productListingInfo: { page: number; pageCount: number; perPage: number; pagingTemplate: string; sort: string };
  resultList: { productId: string; skus: { price: number }[] }[];
}

async function get(f: ReturnType<typeof inProcessFetch>, path: string): Promise<Listing> {
  const res = await f(path, { headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { mainContent?: Listing[]; contents?: Listing[] };
  return (body.mainContent ?? body.contents)![0]!;
}
const facet = (l: Listing, name: string) => l.guidedNavigation.find((f) => f.name === name);
const refinement = (l: Listing, name: string, label: string) => facet(l, name)!.refinements.find((r) => r.label === label)!;

describe('filtered listing', () => {
  it('lists a category with real counts per facet value, and a level-1 link adds its id in the /N/ segment', async () => {
    const f = inProcessFetch(createSimulator());
    const art = await get(f, '/products/art/');
    expect(art.type).toBe('PageContent-ProductListing');
    expect(art.resultTotalCount).toBe(productsInCategory('art')!.length);
    const paint = refinement(art, 'category', 'Paint & Brushes');
    expect(paint.count).toBe(productsInCategory('art/paint')!.length);
    expect(paint.link).toBe('/products/art/N/paint/');
    expect(paint.properties).toMatchObject({ subCategoryLevel: '1', hasSubCategory: 'true', dimValId: 'paint', selected: 'false' });
    expect(facet(art, 'category')!.mainCategoryDisplay).toBe(`Art & Craft Supplies (${art.resultTotalCount})`);

    const filtered = await get(f, paint.link);
    expect(filtered.resultTotalCount).toBe(paint.count);
    expect(filtered.selectedNavigationBreadcrumbs).toEqual({ 'Paint & Brushes': '/products/art/' });
    expect(refinement(filtered, 'category', 'Paint & Brushes').properties.selected).toBe('true');
    // Its level-2 children point at it.
    const kids = facet(filtered, 'category')!.refinements.filter((r) => r.properties['category.parentCategoriesForCatalog.repositoryId'] === 'paint');
    expect(kids.length).toBeGreaterThan(1);
    expect(kids.reduce((n, r) => n + r.count, 0)).toBe(paint.count);

    // A second facet: the count is what both filters leave.
    const grade = facet(filtered, 'grade')!.refinements[0]!;
    const both = await get(f, grade.link);
    expect(grade.link).toMatch(/^\/products\/art\/N\/paint\+g-[a-z0-9-]+\/$/);
    expect(both.resultTotalCount).toBe(grade.count);
    expect(both.resultTotalCount).toBe(productsInCategory('art/paint')!.filter((p) => p.grades === grade.label).length);
    expect(Object.keys(both.selectedNavigationBreadcrumbs)).toEqual(['Paint & Brushes', grade.label]);
  });

  it('sorts by price and pages by the paging template', async () => {
    const f = inProcessFetch(createSimulator());
    const low = await get(f, '/products/art/?Ns=priceLow');
    const prices = low.resultList.map((p) => Math.min(...p.skus.map((s) => s.price)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(low.productListingInfo).toMatchObject({ page: 1, pageCount: 2, perPage: 24, pagingTemplate: '/products/art/?Ns=priceLow&page={X}' });
    const two = await get(f, low.productListingInfo.pagingTemplate.replace('{X}', '2'));
    expect(two.resultList).toHaveLength(low.resultTotalCount - 24);
    expect(two.productListingInfo.page).toBe(2);
  });

  it("counts Store Pickup from the selected store's stock; Ship Item and Store Pickup swap in the /N/ segment", async () => {
    const sim = createSimulator();
    const f = inProcessFetch(sim);
    const guest = await get(f, '/products/art/');
    expect(facet(guest, 'availability')!.refinements.map((r) => r.label)).toEqual(['shipOrderSku']);
    const session = [...getSimulatorControl(sim).store.sessions.values()][0]!;
    session.selectedStore = { id: 'ST001', name: 'Carson', city: 'Carson', state: 'CA', postalCode: '90745' };
    const withStore = await get(f, '/products/art/N/paint/');
    const pickup = refinement(withStore, 'availability', 'inStoreSku');
    const expected = productsInCategory('art/paint')!.filter((p) =>
      p.skus.some((s) => {
        const inv = inventoryFor('ST001', s.id)!;
        return inv.isInStorePickupEligible && inv.stockLevel !== 'Unavailable';
      }),
    ).length;
    expect(pickup.count).toBe(expected);
    expect(pickup.link).toBe('/products/art/N/paint+pickup/');
    const picked = await get(f, pickup.link);
    expect(picked.resultTotalCount).toBe(expected);
    expect(refinement(picked, 'availability', 'shipOrderSku').link).toBe('/products/art/N/paint+ship/');
    expect(picked.resultList.every((p) => findProduct(p.productId)!.skus.some((s) => inventoryFor('ST001', s.id)!.stockLevel !== 'Unavailable'))).toBe(true);
  });

  it('has no availability facet for a GSA user', async () => {
    const sim = createSimulator();
    const f = inProcessFetch(sim);
    await get(f, '/products/art/');
    [...getSimulatorControl(sim).store.sessions.values()][0]!.profile.gsaUser = true;
    expect(facet(await get(f, '/products/art/'), 'availability')).toBeUndefined();
  });

  it('answers search in contents and assortments as PageContent-AssortmentListing', async () => {
    const f = inProcessFetch(createSimulator());
    const res = (await (await f('/search/?Ntt=crayons', { headers: { accept: 'application/json' } })).json()) as { contents: Listing[] };
    expect(res.contents[0]!.resultTotalCount).toBeGreaterThan(0);
    const sale = await get(f, '/sale/');
    expect(sale.type).toBe('PageContent-AssortmentListing');
    expect(sale.resultTotalCount).toBe(productsInCategory('sale')!.length);
    const art = await get(f, '/products/art/');
    expect(facet(art, 'category')).toMatchObject({ assortmentName: 'Art & Craft Supplies on Sale', assortmentRecsCount: productsInCategory('sale')!.filter((p) => p.categoryId === 'art').length });
  });

  it('answers every facet menu type of the spec, each with real counts', async () => {
    const f = inProcessFetch(createSimulator());
    const art = await get(f, '/products/art/');
    const list = productsInCategory('art')!;
    expect(art.guidedNavigation.map((g) => [g.name, g.type])).toEqual([
      ['category', 'CategoryNavRefinement'],
      ['grade', 'RefinementMenu'],
      ['price', 'SimpleRefinementMenu'],
      ['shopBy', 'NonCategoryNavRefinement'],
      ['options', 'RefinementMenuCollection'],
      ['availability', 'LocationRefinement'],
    ]);
    expect(refinement(art, 'shopBy', 'New Arrivals').count).toBe(list.filter((p) => p.isNew).length);
    // The collection's menus: one per product option, Color first with its swatches.
    const options = facet(art, 'options')!;
    expect(options.refinements).toEqual([]);
    const color = options.facets!.find((m) => m.displayName === 'Color')!;
    expect(options.facets![0]).toBe(color);
    const red = color.refinements.find((r) => r.label === 'Red')!;
    expect(red.count).toBe(list.filter((p) => p.skus.some((s) => s.option?.name === 'Color' && s.option.value === 'Red')).length);
    expect(red.properties.swatch).toMatch(/^#[0-9a-f]{6}$/);
    // Choosing a colour filters the listing, and the crumb removes it.
    const reds = await get(f, red.link);
    expect(reds.resultTotalCount).toBe(red.count);
    expect(reds.selectedNavigationBreadcrumbs).toEqual({ Red: '/products/art/' });
    // Search, assortment and Grade-Age listings filter their categories to those with results.
    expect(facet(await get(f, '/sale/'), 'category')!.type).toBe('FilteredCategoryRefinement');
  });

  it('titles a strict category with its label and count, an assortment and a Grade-Age listing with their labels; the intro follows the category', async () => {
    const f = inProcessFetch(createSimulator());
    const art = await get(f, '/products/art/N/paint/');
    const cat = categories.find((c) => c.id === 'art')!;
    expect(art.listingTitle).toEqual({ '@type': 'StrictCategoryListingTitle', label: cat.name, count: art.resultTotalCount });
    expect(art.intro).toBe(cat.description);
    const sale = await get(f, '/sale/');
    expect(sale.listingTitle).toMatchObject({ label: 'Sale', assortmentLabel: 'Sale' });
    expect(sale.intro).toBe('Limited-time savings on classroom favorites.');
    const saleArt = await get(f, refinement(sale, 'category', cat.name).link);
    expect(saleArt.intro).toBe(cat.description);
    const grade = await get(f, '/products/grade-age/grades-k-2/');
    expect(grade.listingTitle).toMatchObject({ label: 'Grades K-2', gradeAgeLabel: 'Grades K-2', count: products.filter((p) => p.grades === 'Grades K-2').length });
    expect(facet(grade, 'grade')).toBeUndefined();
    expect((await f('/products/grade-age/grades-k-99/', { headers: { accept: 'application/json' } })).status).toBe(404);
  });
});

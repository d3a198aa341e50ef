/**
 * The listing widget over a server-rendered listing page. Until its first answer arrives (and if that
 * fails) the marker's own markup shows through a slot (the runtime's, revealWhenReady, then this widget's). Every change fetches the address it leads to (the
 * filtered listing call), swaps the results and pushes that address; Back and Forward restore the state
 * from the address (and its scroll position after 600 ms).
 */
import { useStore } from '../../src/stores/useStore';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { messagesFor } from '../../src/config';
import { useCalls, useIsland, useModel } from '../../src/mount';
import { $features, $selectedStore, $shopper } from '../../src/stores';
import { Button, cardBadges, Dialog, Price, ProductBadges, Select, useMedia, usePageClass } from '../../src/ui';
import type { Listing as ListingData, ListingProduct } from './answer';
import { AvailabilityFacet, FacetMenu, intercept, type Navigate } from './Facets';
import { fill, MESSAGES, type Messages } from './messages';
import { listingStep, scrollOf, startListing, type ListingIslandCalls } from './model';
import { pageHref, pageNumbers } from './paging';
import type { ListingProps } from './schema';
import { availabilityOptions, filterCount, panelHeading } from './selectors';
import { availabilityFacet, clearAllUrl, plainFacets, savedSearchOf, type AvailabilityOption } from './state';
import './Listing.css';
import { linkHref } from '../../src/platform';

export const PER_PAGE = [24, 48, 96];
const SORTS = ['bestSellers', 'priceLow', 'priceHigh', 'topRated', 'whatsNew'] as const;
/** Each sort's label in the messages (a host can override any). */
const SORT_LABELS = { bestSellers: 'sortBestSellers', priceLow: 'sortPriceLow', priceHigh: 'sortPriceHigh', topRated: 'sortTopRated', whatsNew: 'sortWhatsNew' } as const satisfies Record<
  (typeof SORTS)[number],
  string
>;

const here = () => location.pathname + location.search;

/**
 * The listing widget over a server-rendered listing page. Until its first answer arrives (and if that fails)
 * the marker's own markup shows through a slot (the runtime's, revealWhenReady, then this widget's). Its
 * calls, history writes and timers are its model's (model.ts); the view renders and dispatches.
 */
export function Listing({ mobileQuery }: ListingProps): ReactNode {
  const m = useMemo(() => messagesFor('listing', MESSAGES), []);
  const mobile = useMedia(mobileQuery);
  const island = useIsland();
  const store = useStore($selectedStore);
  const features = useStore($features);
  const calls = useCalls<ListingIslandCalls>();
  const [state, dispatch] = useModel(
    listingStep,
    () => startListing(here(), mobile, store?.id ?? null, features.enhancedTypeAheadEnabled, savedSearchOf(calls.savedSearch())),
    () => ({ request: calls(island?.host), storage: (key: string, value: unknown) => calls.keep(key, value) }),
    { answersAsTransitions: true },
  );
  const [infoOpen, setInfoOpen] = useState(false);
  const shopper = useStore($shopper);
  const bopis = features.bopisEnabled;
  const { listing } = state;
  useEffect(() => {
    if (listing) island?.ready();
  }, [listing, island]);

  // What the model acts on from outside the island: Back and Forward, the selected store, the screen's width, the enhanced type-ahead toggle.
  useEffect(() => {
    const onPop = (e: PopStateEvent) => dispatch({ type: 'popped', url: here(), y: scrollOf(e.state) });
    window.addEventListener('popstate', onPop);
    const offStore = $selectedStore.subscribe((v) => dispatch({ type: 'storeChanged', storeId: v?.id ?? null }));
    return () => {
      window.removeEventListener('popstate', onPop);
      offStore();
    };
  }, [dispatch]);
  useEffect(() => dispatch({ type: 'mobileChanged', mobile }), [mobile, dispatch]);
  useEffect(() => dispatch({ type: 'enhancedChanged', enhanced: features.enhancedTypeAheadEnabled }), [features.enhancedTypeAheadEnabled, dispatch]);

  // The page-level markers (spec section 4): the filter panel open, and a route loading while the listing
  // fetches the address it moves to (the results also say aria-busy).
  usePageClass('sw-filter-open', state.panelOpen);
  usePageClass('sw-route-loading', !!state.loading && !!listing);

  const navigate: Navigate = useCallback((href, how) => dispatch({ type: 'linkFollowed', href, ...how }), [dispatch]);

  // Until then the runtime shows the marker's fallback (revealWhenReady); after a failed first answer this slot
  // keeps showing it.
  if (!listing) return <slot />;

  const avFacet = availabilityFacet(listing);
  const showAvailability = !!shopper.profile && bopis && !shopper.gsa && !!avFacet;
  const options = availabilityOptions(avFacet);
  const facets = plainFacets(listing);
  const setParam = (key: 'Ns' | 'Nrpp' | 'view', value: string) => dispatch({ type: 'paramChosen', key, value });
  const selectStore = () => dispatch({ type: 'storeFinderClicked' });
  const onOption = (o: AvailabilityOption) => dispatch({ type: 'availabilityChosen', option: o, label: o.kind === 'ship' ? m.shipItem : m.storePickup });
  const toggle = (id: string) => dispatch({ type: 'expandToggled', id });
  const availability = (titled: boolean) => (
    <AvailabilityFacet options={options} store={store} mobile={mobile} m={m} titled={titled} onOption={onOption} onSelectStore={selectStore} onInfo={() => setInfoOpen(true)} />
  );
  const groups: { name: string; label: string }[] = [...facets.map((f) => ({ name: f.name, label: f.displayName })), ...(showAvailability ? [{ name: avFacet!.name, label: m.availability }] : [])];
  const group = groups.find((g) => g.name === state.group) ?? null;
  const groupFacet = facets.find((f) => f.name === state.group);
  const clearPanel = () => dispatch({ type: 'panelCleared', group: group?.name ?? null });

  const label = listing.term === null && listing.label;
  const title = listing.term !== null ? fill(m.searchTitle, { terms: listing.term }) : label || listing.title;
  const to = listing.offset + listing.products.length;

  return (
    <div className={'sw-listing' + (state.loading ? ' sw-listing--busy' : '')}>
      {!mobile && (
        <aside className="sw-listing__facets" aria-label={m.filters}>
          {facets.map((f) => (
            <FacetMenu key={f.name} facet={f} navigate={navigate} m={m} expanded={state.expanded} onToggle={toggle} />
          ))}
          {showAvailability && availability(true)}
        </aside>
      )}
      <section className="sw-listing__main" aria-labelledby="sw-listing-title">
        <h1 className="sw-listing__title" id="sw-listing-title">
          {title}
          {/* An Assortment or Grade-Age label stands alone; a strict category (and search) shows the item count. */}
          {!label && <span className="sw-count"> {listing.total === 1 ? m.oneItem : fill(m.items, { count: listing.total })}</span>}
        </h1>
        {listing.intro && <p className="sw-listing__intro">{listing.intro}</p>}
        {mobile && (
          <Button variant="secondary" className="sw-listing__filter" aria-haspopup="dialog" aria-expanded={state.panelOpen} onClick={() => dispatch({ type: 'panelToggled' })}>
            {fill(m.filterToggle, { count: filterCount(listing.crumbs.length) })}
          </Button>
        )}
        {listing.crumbs.length > 0 && (
          <ul className="sw-crumbs" aria-label={m.selectedFilters}>
            {listing.crumbs.map((c) => (
              <li key={c.label}>
                <a className="sw-crumb" href={linkHref(c.url)} aria-label={fill(m.remove, { label: c.label })} onClick={intercept(navigate, c.url)}>
                  {c.label} <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
            <li>
              <a className="sw-crumb sw-crumb--clear" href={clearAllUrl(state.url, listing)} onClick={intercept(navigate, clearAllUrl(state.url, listing))}>
                {m.clearAll}
              </a>
            </li>
          </ul>
        )}
        {listing.total > 0 && (
          <div className="sw-tools">
            <p className="sw-tools__showing">{fill(m.showing, { from: listing.offset + 1, to, total: listing.total })}</p>
            <Select label={m.sortBy} value={listing.sort} options={SORTS.map((s) => ({ value: s, label: m[SORT_LABELS[s]] }))} onChange={(e) => setParam('Ns', e.target.value)} />
            {/* Hidden only where the page is capped at 24 (a phone with enhanced type-ahead, spec section 4). */}
            {listing.total > 24 && !(mobile && features.enhancedTypeAheadEnabled) && (
              <Select label={m.perPage} value={String(listing.perPage)} options={PER_PAGE.map((n) => ({ value: String(n), label: String(n) }))} onChange={(e) => setParam('Nrpp', e.target.value)} />
            )}
            <div className="sw-tools__view" role="group" aria-label={m.view}>
              {(['grid', 'list'] as const).map((v) => (
                <button key={v} type="button" className="sw-tools__viewbtn" aria-pressed={listing.view === v} onClick={() => setParam('view', v)}>
                  {v === 'grid' ? m.grid : m.list}
                </button>
              ))}
            </div>
          </div>
        )}
        {listing.total > 0 ? <Results products={listing.products} view={listing.view} m={m} busy={!!state.loading} /> : <p className="sw-listing__empty">{m.noResults}</p>}
        <Paging listing={listing} navigate={navigate} m={m} />
        <p className="sw-visually-hidden" role="status">
          {state.loading ? '' : fill(m.status, { count: listing.total })}
        </p>
      </section>
      <Dialog open={mobile && state.panelOpen} onClose={() => dispatch({ type: 'panelClosed' })} title={panelHeading(listing, m.searchHeading)} className="sw-listing-panel">
        {group ? (
          <button type="button" className="sw-panel__level sw-panel__back" aria-label={`${group.label}, ${m.back}`} onClick={() => dispatch({ type: 'groupClosed' })}>
            <span aria-hidden="true">‹ </span>
            {group.label}
          </button>
        ) : (
          <p className="sw-panel__level">{m.all}</p>
        )}
        {!group && (
          <ul className="sw-panel__groups">
            {groups.map((g) => (
              <li key={g.name}>
                <button type="button" className="sw-panel__group" onClick={() => dispatch({ type: 'groupOpened', group: g.name })}>
                  {g.label} <span aria-hidden="true">›</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {groupFacet && <FacetMenu facet={groupFacet} navigate={navigate} m={m} expanded={state.expanded} onToggle={toggle} titled={false} />}
        {group && !groupFacet && availability(false)}
        <div className="sw-panel__actions">
          <Button variant="secondary" onClick={clearPanel}>
            {fill(m.clearGroup, { group: group?.label ?? m.all })}
          </Button>
          <Button onClick={() => dispatch({ type: 'panelClosed' })}>{fill(m.viewResults, { n: listing.total })}</Button>
        </div>
      </Dialog>
      <Dialog open={infoOpen} onClose={() => setInfoOpen(false)} title={m.pickupTitle}>
        <p>{m.pickupText}</p>
      </Dialog>
    </div>
  );
}

/** GSA users see the government price with its label; a sale shows the sale price and the struck list price. */
function ProductPrice({ p, m }: { p: ListingProduct; m: Messages }) {
  if (p.gsa !== null) return <Price now={p.gsa} label={m.gsa} labelTone="gsa" />;
  return <Price now={p.saleRange || p.listRange} was={p.saleRange ? p.listRange : null} saleText={m.salePrice} regularText={m.regularPrice} />;
}

function Results({ products, view, m, busy }: { products: ListingProduct[]; view: 'grid' | 'list'; m: Messages; busy: boolean }) {
  return (
    <ul className={`sw-results sw-results--${view}`} aria-label={m.results} aria-busy={busy || undefined}>
      {products.map((p) => (
        <li key={p.id} className="sw-card">
          <a className="sw-card__image" href={linkHref(p.url)} tabIndex={-1} aria-hidden="true">
            <img src={p.image} alt="" width={300} height={300} loading="lazy" decoding="async" />
          </a>
          <div className="sw-card__body">
            <ProductBadges badges={cardBadges(p, m)} href={linkHref(p.url)} productId={p.id} productName={p.name} source="listing" className="sw-badges" itemClassName="sw-badge" />
            <h2 className="sw-card__title">
              <a href={linkHref(p.url)}>{p.name}</a>
            </h2>
            {p.showRating && (
              <p className="sw-rating">
                <span className="sw-stars" aria-hidden="true">
                  <span className="sw-stars__fill" style={{ width: `${Math.min(5, p.rating) * 20}px` }} />
                </span>
                <span className="sw-visually-hidden">{fill(m.rating, { rating: p.rating.toFixed(1) })}</span>
                <span aria-hidden="true">
                  {' '}
                  {p.rating.toFixed(1)} ({p.reviewCount})
                </span>
              </p>
            )}
            <ProductPrice p={p} m={m} />
            {p.presell && <p className="sw-card__note">{fill(m.presell, { date: p.presell })}</p>}
            {p.storeOnly && <p className="sw-card__note">{m.storeOnly}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Paging({ listing, navigate, m }: { listing: ListingData; navigate: Navigate; m: Messages }) {
  const { page, pageCount, template } = listing;
  if (pageCount <= 1) return null;
  const link = (n: number, label: ReactNode, extra: { rel?: string; current?: boolean; name?: string } = {}) => {
    const href = pageHref(template, n);
    return (
      <a className="sw-page" href={href} rel={extra.rel} aria-current={extra.current ? 'page' : undefined} aria-label={extra.name} onClick={intercept(navigate, href)}>
        {label}
      </a>
    );
  };
  return (
    <nav className="sw-paging" aria-label={m.pagination}>
      <ul>
        {page > 1 && <li>{link(page - 1, '‹', { rel: 'prev', name: m.previous })}</li>}
        {pageNumbers(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap${i}`} aria-hidden="true" className="sw-page sw-page--gap">
              …
            </li>
          ) : (
            <li key={n}>{link(n, n, { current: n === page, name: fill(m.page, { n }) })}</li>
          ),
        )}
        {page < pageCount && <li>{link(page + 1, '›', { rel: 'next', name: m.next })}</li>}
      </ul>
    </nav>
  );
}

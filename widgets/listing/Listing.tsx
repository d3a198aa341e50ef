/**
 * The listing widget over a server-rendered listing page. Until its first answer arrives (and if that
 * fails) the marker's own markup shows through a slot (the runtime's, revealWhenReady, then this widget's). Every change fetches the address it leads to (the
 * filtered listing call), swaps the results and pushes that address; Back and Forward restore the state
 * from the address (and its scroll position after 600 ms).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { messagesFor } from '../../src/config';
import { track } from '../../src/events';
import { openWidget, useIsland } from '../../src/mount';
import { $features, $selectedStore, $session } from '../../src/stores';
import { Button, Dialog, Price, Select } from '../../src/ui';
import { fetchListing, type Facet, type Listing as ListingData, type ListingProduct } from './api';
import { AvailabilityFacet, FacetMenu, intercept, type Navigate } from './Facets';
import { fill, MESSAGES, type Messages } from './messages';
import {
  availabilityFacet,
  availabilityOptions,
  clearAllUrl,
  clearGroupUrl,
  filterCount,
  forMobile,
  initialState,
  panelHeading,
  plainFacets,
  reducer,
  type AvailabilityOption,
} from './model';
import { pageHref, pageNumbers } from './paging';
import type { ListingProps } from './schema';
import { buildListingUrl, parseListingUrl, withParam } from './url';
import './Listing.css';
import { linkHref } from '../../src/site';

/** Back and Forward restore the scroll position this long after the state is back (spec section 9). */
export const SCROLL_RESTORE_MS = 600;
export const PER_PAGE = [24, 48, 96];
const SORTS = ['bestSellers', 'priceLow', 'priceHigh', 'topRated', 'whatsNew'] as const;
/** Each sort's label in the messages (a host can override any). */
const SORT_LABELS = { bestSellers: 'sortBestSellers', priceLow: 'sortPriceLow', priceHigh: 'sortPriceHigh', topRated: 'sortTopRated', whatsNew: 'sortWhatsNew' } as const satisfies Record<(typeof SORTS)[number], string>;
const SCROLL_KEY = 'swListingScroll';

const here = () => location.pathname + location.search;

function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (fn: () => void) => {
      const mq = matchMedia(query);
      mq.addEventListener('change', fn);
      return () => mq.removeEventListener('change', fn);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches);
}

type How = 'push' | 'pop' | 'replace';

export function Listing({ mobileQuery }: ListingProps): ReactNode {
  const m = useMemo(() => messagesFor('listing', MESSAGES), []);
  const mobile = useMedia(mobileQuery);
  const [state, dispatch] = useReducer(reducer, here(), initialState);
  const [infoOpen, setInfoOpen] = useState(false);
  const { info } = useStore($session);
  const store = useStore($selectedStore);
  const bopis = useStore($features).bopisEnabled;
  const hostRef = useRef<HTMLElement | undefined>(undefined);
  const island = useIsland();
  hostRef.current = island?.host;
  const cache = useRef(new Map<string, ListingData>());
  const inFlight = useRef<AbortController | null>(null);
  const mobileRef = useRef(mobile);
  mobileRef.current = mobile;
  const { listing } = state;
  useEffect(() => {
    if (listing) island?.ready();
  }, [listing, island]);

  const go = useCallback(async (target: string, how: How, scrollY?: number) => {
    const url = forMobile(target, mobileRef.current);
    inFlight.current?.abort();
    const hit = how === 'pop' ? cache.current.get(url) : undefined;
    let data = hit;
    dispatch({ type: 'navigationStarted', url });
    if (!data) {
      const ctrl = new AbortController();
      inFlight.current = ctrl;
      const r = await fetchListing(url, ctrl.signal);
      if (!r.ok) {
        // Logged; the page stays as it was (spec section 8).
        if (r.kind !== 'aborted') console.error(`[storefront-widgets] listing: the listing at ${url} could not be loaded:`, r.message);
        dispatch({ type: 'listingFailed', url });
        return;
      }
      data = r.data;
      cache.current.set(url, data);
    }
    dispatch({ type: 'listingLoaded', url, listing: data });
    if (how === 'push') {
      history.replaceState({ ...(history.state as object | null), [SCROLL_KEY]: scrollY ?? window.scrollY }, '');
      history.pushState({ [SCROLL_KEY]: 0 }, '', url);
      // A new page of results starts at the top of the listing, not where the paging links were.
      const top = hostRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) window.scrollBy(0, top);
    } else if (url !== here()) history.replaceState(history.state, '', url);
  }, []);

  // The first answer, then Back and Forward.
  useEffect(() => {
    history.scrollRestoration = 'manual';
    void go(here(), 'replace');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPop = (e: PopStateEvent) => {
      const y = (e.state as Record<string, number> | null)?.[SCROLL_KEY] ?? 0;
      void go(here(), 'pop').then(() => {
        clearTimeout(timer);
        timer = setTimeout(() => window.scrollTo(0, y), SCROLL_RESTORE_MS);
      });
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      clearTimeout(timer);
      inFlight.current?.abort();
    };
  }, [go]);

  // Choosing a store anywhere (this page, the store finder, another tab) updates the counts.
  const storeId = store?.id ?? null;
  const seenStore = useRef(storeId);
  useEffect(() => {
    if (seenStore.current === storeId) return;
    seenStore.current = storeId;
    cache.current.clear();
    void go(here(), 'replace');
  }, [storeId, go]);

  // The page-level filter-open marker.
  useEffect(() => {
    document.body.classList.toggle('sw-filter-open', state.panelOpen);
    return () => document.body.classList.remove('sw-filter-open');
  }, [state.panelOpen]);

  const navigate: Navigate = useCallback(
    (href, how) => {
      if (how?.facet && how.refinement && !how.refinement.selected) track('Filter Items', { filterType: how.facet.displayName, filterValue: how.refinement.label });
      void go(href, 'push');
    },
    [go],
  );

  // Until then the runtime shows the marker's fallback (revealWhenReady); after a failed first answer this slot
  // keeps showing it.
  if (!listing) return <slot />;

  const avFacet = availabilityFacet(listing);
  const showAvailability = !!info && bopis && !info.profile.gsaUser && !!avFacet;
  const options = availabilityOptions(avFacet);
  const facets = plainFacets(listing);
  const url = parseListingUrl(state.url);
  const setParam = (key: string, value: string | null) => navigate(buildListingUrl(withParam(url, key, value)));
  const selectStore = () => void openWidget('store-finder', { context: 'listing' }, 'listing');
  const onOption = (o: AvailabilityOption) => {
    if (o.kind === 'pickup' && !store) return selectStore();
    if (o.link) navigate(o.link, { facet: avFacet!, refinement: { id: o.kind, label: o.kind === 'ship' ? m.shipItem : m.storePickup, count: o.count, link: o.link, selected: o.selected, level: 0, parent: null, hasSub: false, swatch: null } });
  };
  const toggle = (id: string) => dispatch({ type: 'expandToggled', id });
  const availability = (titled: boolean) => (
    <AvailabilityFacet options={options} store={store} mobile={mobile} m={m} titled={titled} onOption={onOption} onSelectStore={selectStore} onInfo={() => setInfoOpen(true)} />
  );
  const groups: { name: string; label: string }[] = [...facets.map((f) => ({ name: f.name, label: f.displayName })), ...(showAvailability ? [{ name: avFacet!.name, label: m.availability }] : [])];
  const group = groups.find((g) => g.name === state.group) ?? null;
  const groupFacet = facets.find((f) => f.name === state.group);
  const clearPanel = () => {
    const facet: Facet | undefined = groupFacet ?? (group ? avFacet : undefined);
    navigate(facet ? clearGroupUrl(state.url, facet) : clearAllUrl(state.url, listing));
  };

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
            <Select label={m.sortBy} value={listing.sort} options={SORTS.map((s) => ({ value: s, label: m[SORT_LABELS[s]] }))} onChange={(e) => setParam('Ns', e.target.value === 'bestSellers' ? null : e.target.value)} />
            {listing.total > 24 && !mobile && (
              <Select label={m.perPage} value={String(listing.perPage)} options={PER_PAGE.map((n) => ({ value: String(n), label: String(n) }))} onChange={(e) => setParam('Nrpp', e.target.value === '24' ? null : e.target.value)} />
            )}
            <div className="sw-tools__view" role="group" aria-label={m.view}>
              {(['grid', 'list'] as const).map((v) => (
                <button key={v} type="button" className="sw-tools__viewbtn" aria-pressed={listing.view === v} onClick={() => setParam('view', v === 'grid' ? null : v)}>
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
      <Dialog
        open={mobile && state.panelOpen}
        onClose={() => dispatch({ type: 'panelClosed' })}
        title={panelHeading(listing, m.searchHeading)}
        className="sw-listing-panel"
      >
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
            {p.badges.length > 0 && (
              <ul className="sw-badges">
                {p.badges.slice(0, 2).map((b) => (
                  <li key={b} className="sw-badge">
                    {b}
                  </li>
                ))}
              </ul>
            )}
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

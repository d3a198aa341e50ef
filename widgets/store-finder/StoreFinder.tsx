import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { track } from '../../src/events';
import { useIsland, useOpenRequests } from '../../src/mount';
import { $selectedStore, setSelectedStore, toSelectedStore, type SelectedStoreInfo } from '../../src/stores';
import { Button, deepActiveElement, Dialog, Spinner, TextField } from '../../src/ui';
import { applyStore, loadStock, searchByPosition, searchByZip } from './api';
import { fill, storeFinderMessages, type StoreFinderMessages } from './messages';
import { canPickUp, CONTEXTS, contextFromPath, finderReducer, initialFinderState, MOBILE_QUERY, sortStores, stockLabel, titleKey, ZIP_MAX_LENGTH, type FinderAction, type FinderContext, type FinderState, type StockState, type StoreRow } from './model';
import type { StoreFinderPropsType } from './schema';
import './StoreFinder.css';
import { linkHref } from '../../src/site';

const isMobile = (): boolean => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;

function useMobile(): boolean {
  const [mobile, setMobile] = useState(isMobile);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(MOBILE_QUERY);
    const on = () => setMobile(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return mobile;
}

interface OpenRequest {
  context?: FinderContext;
  skuId?: string;
}

/** What `StorefrontWidgets.open('store-finder', props)` passes, read defensively (raw props). */
function readRequest(p: Record<string, unknown>): OpenRequest {
  const context = CONTEXTS.find((c) => c === p.context);
  const skuId = typeof p.skuId === 'string' && p.skuId.trim() ? p.skuId.trim() : undefined;
  return { ...(context && { context }), ...(skuId && { skuId }) };
}

/**
 * The store finder: a trigger and its dialog, or (with `inline`) the finder itself in the page. The dialog
 * also opens through `StorefrontWidgets.open('store-finder', { context, skuId })`, which an island already on
 * the page answers (so focus returns to its trigger); an inline finder answers by taking the focus.
 */
export function StoreFinder({ label, context, skuId, inline: inlineProp }: StoreFinderPropsType): ReactNode {
  const island = useIsland();
  // An island made by open() is always the dialog.
  const inline = !!inlineProp && !island?.autoOpen;
  const m = storeFinderMessages();
  const mobile = useMobile();
  const [open, setOpen] = useState(!inline && (island?.autoOpen ?? false));
  const [asked, setAsked] = useState<OpenRequest>({});
  const trigger = useRef<HTMLButtonElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  useOpenRequests('store-finder', (p) => {
    if (inline) {
      zipRef.current?.scrollIntoView({ block: 'center' });
      zipRef.current?.focus();
      return;
    }
    const active = deepActiveElement();
    if (!active || active === document.body) trigger.current?.focus();
    setAsked(readRequest(p));
    setOpen(true);
  });
  const ctx = asked.context ?? context ?? contextFromPath(typeof location === 'undefined' ? '/' : location.pathname);
  const sku = asked.skuId ?? skuId;
  const close = () => {
    setOpen(false);
    setAsked({});
    island?.dispose();
  };

  if (inline)
    return (
      <section className="sw-sf sw-sf--inline" aria-label={m[titleKey(ctx, mobile)]}>
        <h2 className="sw-sf__sub">{m.subheading}</h2>
        <Finder m={m} context={ctx} skuId={sku} zipRef={zipRef} />
      </section>
    );

  return (
    <>
      {!island?.autoOpen && (
        <Button ref={trigger} variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {label || (sku ? m.triggerWithSku : m.trigger)}
        </Button>
      )}
      <Dialog open={open} onClose={close} title={m[titleKey(ctx, mobile)]} closeLabel={m.close} className="sw-dialog--wide" initialFocusRef={zipRef}>
        <div className="sw-sf">
          <p className="sw-sf__sub">{m.subheading}</p>
          <Finder m={m} context={ctx} skuId={sku} zipRef={zipRef} onApplied={close} />
        </div>
      </Dialog>
    </>
  );
}

interface FinderProps {
  m: StoreFinderMessages;
  context: FinderContext;
  skuId?: string;
  zipRef: RefObject<HTMLInputElement | null>;
  /** After the store was made the shopper's (the dialog closes; inline, the list stays). */
  onApplied?: () => void;
}

/** Runs the searches, stock loads and the apply call the model asks for; renders the form and the list. */
function Finder({ m, context, skuId, zipRef, onApplied }: FinderProps) {
  const [s, dispatch] = useReducer(finderReducer, initialFinderState);
  const current = useStore($selectedStore);
  const live = useRef(true);
  const id = useId();
  useEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);

  useLayoutEffect(() => {
    if (s.fixes) zipRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.fixes]);

  // A search (zip or position): one per searchId; a newer search or closing cancels it and its stock loads.
  useEffect(() => {
    if (s.phase !== 'searching' && s.phase !== 'locating') return;
    const ctrl = new AbortController();
    const searchId = s.searchId;
    const answer = (outcome: Awaited<ReturnType<typeof searchByZip>>) => {
      if (ctrl.signal.aborted) return;
      dispatch({ type: 'searchAnswered', searchId, outcome });
      if (outcome.kind !== 'stores' || !skuId) return;
      // One inventory call per store (spec section 7).
      for (const st of outcome.stores)
        void loadStock(st.id, skuId, ctrl.signal).then((stock) => !ctrl.signal.aborted && dispatch({ type: 'stockLoaded', searchId, storeId: st.id, stock }));
    };
    if (s.phase === 'searching') void searchByZip(s.where ?? '', context, ctrl.signal).then(answer);
    else {
      const failed = () => !ctrl.signal.aborted && dispatch({ type: 'locateFailed', searchId });
      const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
      if (!geo) failed();
      else
        geo.getCurrentPosition(
          (p) => !ctrl.signal.aborted && void searchByPosition(p.coords.latitude, p.coords.longitude, s.zip, ctrl.signal).then(answer),
          failed,
          { timeout: 15000, maximumAge: 300000 },
        );
    }
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.searchId]);

  // 'Make Your Store' (or Change Store): not cancelled by closing, so the session and the page never disagree.
  useEffect(() => {
    const store = s.stores.find((st) => st.id === s.applying);
    if (!store) return;
    void applyStore(store, s.updateConfirmed).then(({ outcome, answer }) => {
      if (outcome.kind === 'applied') storeApplied(store, answer, context);
      if (!live.current) return;
      dispatch({ type: 'applyAnswered', storeId: store.id, outcome });
      if (outcome.kind === 'applied') onApplied?.();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.applying, s.updateConfirmed]);

  const withStock = !!skuId;
  const list = sortStores(s.stores, s.stock, s.withStock);
  const where = s.where || m.yourLocation;
  const zipError = s.zipError && (s.zipError.key === 'server' ? s.zipError.text : fill(m[s.zipError.key], { zip: s.zipError.key === 'unknownZip' ? s.zipError.zip : '' }));
  const applyError = s.applyError && (s.applyError.key === 'server' ? s.applyError.text : m[s.applyError.key]);
  const notice = s.notice && (s.notice.key === 'noStores' ? s.notice.text || fill(m.noStores, { where }) : m[s.notice.key]);
  const appliedName = s.applied ? s.stores.find((st) => st.id === s.applied)?.name : '';
  const status =
    s.phase === 'locating' ? m.locating : s.phase === 'searching' ? m.searching : appliedName ? fill(m.applied, { name: appliedName }) : s.phase === 'done' && list.length ? fill(list.length === 1 ? m.foundOne : m.found, { count: list.length, where }) : '';
  const confirmStore = s.confirm && s.stores.find((st) => st.id === s.confirm!.storeId);

  return (
    <>
      <form
        className="sw-sf__search"
        role="search"
        aria-label={m.zipLabel}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          dispatch({ type: 'zipSubmitted', withStock });
        }}
      >
        <TextField
          ref={zipRef}
          label={m.zipLabel}
          placeholder={m.zipPlaceholder}
          value={s.zip}
          onChange={(e) => dispatch({ type: 'zipTyped', value: e.target.value })}
          error={zipError}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_MAX_LENGTH}
          spellCheck={false}
        />
        <Button type="submit" busy={s.phase === 'searching' && !!s.where}>
          {m.search}
        </Button>
      </form>
      <Button variant="link" className="sw-sf__locate" busy={s.phase === 'locating'} onClick={() => dispatch({ type: 'locateRequested', withStock })}>
        {m.useLocation}
      </Button>
      {applyError && (
        <p className="sw-sf__error" role="alert">
          {applyError}
        </p>
      )}
      <p className="sw-sf__status" role="status">
        {s.phase === 'searching' || s.phase === 'locating' ? <Spinner size="small" decorative /> : null}
        {status}
      </p>
      {notice && (
        <p className="sw-sf__notice" role="alert">
          {notice}
        </p>
      )}
      {list.length > 0 && (
        <ul className="sw-sf__list" aria-label={fill(m.listLabel, { where })}>
          {list.map((st) => (
            <StoreCard key={st.id} id={`${id}-${st.id}`} store={st} m={m} state={s} stock={withStock ? s.stock[st.id] : undefined} current={current?.id === st.id} dispatch={dispatch} />
          ))}
        </ul>
      )}
      <Dialog open={!!confirmStore} onClose={() => dispatch({ type: 'confirmCancelled' })} title={m.confirmTitle} role="alertdialog" describedBy={`${id}-confirm`} closeLabel={m.close}>
        <p id={`${id}-confirm`} className="sw-sf__confirm">
          {s.confirm?.message}
        </p>
        <div className="sw-sf__actions">
          <Button onClick={() => dispatch({ type: 'confirmAccepted' })}>{m.changeStore}</Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'confirmCancelled' })}>
            {m.cancel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** The store is the shopper's now: shared state (every island, other tabs), the host event, analytics. */
function storeApplied(row: StoreRow, answer: Record<string, unknown>, context: FinderContext): void {
  const picked = answer.selectedStoreId ?? answer.id ?? row.id;
  const info: SelectedStoreInfo | null = toSelectedStore({ ...row, ...Object.fromEntries(Object.entries(answer).filter(([, v]) => v !== '' && v != null)), id: picked });
  if (!info) return;
  // The host hears storefront:store-selected from the runtime's bridge (src/events), once per change.
  setSelectedStore(info);
  track('store-select', { storeId: info.id, storeName: info.name, storeCity: info.city, storeState: info.state, context });
}

const telOf = (phone: string): string => phone.replace(/[^\d+]/g, '');

interface CardProps {
  id: string;
  store: StoreRow;
  m: StoreFinderMessages;
  state: FinderState;
  stock: StockState | undefined;
  current: boolean;
  dispatch: (a: FinderAction) => void;
}

function StockText({ stock, m }: { stock: StockState; m: StoreFinderMessages }) {
  if (stock === 'loading') return <p className="sw-sf__stock">{m.checkingStock}</p>;
  if (stock === 'unknown') return <p className="sw-sf__stock">{m.stockUnknown}</p>;
  const label = stockLabel(stock);
  return (
    <p className={`sw-sf__stock sw-sf__stock--${label}`}>
      {m[label]}
      {label === 'limitedStock' && ` ${m.callStore}`}
    </p>
  );
}

function StoreCard({ id, store: st, m, state, stock, current, dispatch }: CardProps) {
  const expanded = !!state.expanded[st.id];
  const headingId = `${id}-name`;
  const detailsId = `${id}-details`;
  const blocked = stock !== undefined && !canPickUp(stock);
  return (
    <li className="sw-sf__card" aria-labelledby={headingId}>
      <div className="sw-sf__head">
        <h3 id={headingId} className="sw-sf__name">
          {st.name}
        </h3>
        {st.distance !== null && <span className="sw-sf__distance">{fill(m.miles, { miles: st.distance.toFixed(1) })}</span>}
      </div>
      <address className="sw-sf__address">
        {st.address1 && (
          <>
            {st.address1}
            <br />
          </>
        )}
        {`${st.city}, ${st.state} ${st.postalCode}`.trim()}
        {st.phoneNumber && (
          <>
            <br />
            <a href={`tel:${telOf(st.phoneNumber)}`}>{st.phoneNumber}</a>
          </>
        )}
      </address>
      {stock !== undefined && <StockText stock={stock} m={m} />}
      <div id={detailsId} className="sw-sf__details" hidden={!expanded}>
        {expanded && st.hours.length > 0 && (
          <>
            <h4 className="sw-sf__hours-title">{m.hours}</h4>
            <ul className="sw-sf__hours">
              {st.hours.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="sw-sf__links">
        <Button variant="link" aria-expanded={expanded} aria-controls={detailsId} aria-describedby={headingId} onClick={() => dispatch({ type: 'detailsToggled', storeId: st.id })}>
          {expanded ? m.lessInfo : m.moreInfo}
        </Button>
        <a href={linkHref(st.seoUrl) ?? `/stores/locator?storeId=${encodeURIComponent(st.id)}`} aria-describedby={headingId}>
          {m.viewMap}
        </a>
      </div>
      {current ? (
        <Button variant="secondary" className="sw-sf__make" disabled>
          {m.yourStore}
        </Button>
      ) : (
        <Button className="sw-sf__make" aria-describedby={headingId} disabled={blocked} busy={state.applying === st.id} onClick={() => dispatch({ type: 'applyRequested', storeId: st.id })}>
          {m.makeYourStore}
        </Button>
      )}
    </li>
  );
}

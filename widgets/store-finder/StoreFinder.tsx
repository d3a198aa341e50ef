import { useStore } from '../../src/stores/useStore';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useCalls, useIsland, useModel, useOpenRequests } from '../../src/mount';
import { $selectedStore } from '../../src/stores';
import { Button, deepActiveElement, Dialog, Spinner, TextField, useMedia } from '../../src/ui';
import { fill, storeFinderMessages, type StoreFinderMessages } from './messages';
import {
  canPickUp,
  CONTEXTS,
  MOBILE_QUERY,
  startStoreFinder,
  storeFinderStep,
  ZIP_MAX_LENGTH,
  type FinderAction,
  type FinderContext,
  type FinderState,
  type StockState,
  type StoreFinderCalls,
  type StoreRow,
} from './model';
import type { StoreFinderPropsType } from './schema';
import { contextFromPath, sortStores, stockLabel, titleKey } from './selectors';
import './StoreFinder.css';
import { linkHref } from '../../src/platform';

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
  const mobile = useMedia(MOBILE_QUERY);
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
  const close = useCallback(() => {
    setOpen(false);
    setAsked({});
    island?.dispose();
  }, [island]);

  if (inline)
    return (
      <section className="sw-sf sw-sf--inline" aria-label={m[titleKey(ctx, mobile)]}>
        <h2 className="sw-sf__sub">{m.subheading}</h2>
        <Finder m={m} context={ctx} skuId={sku} zipRef={zipRef} mobile={mobile} />
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
          <Finder m={m} context={ctx} skuId={sku} zipRef={zipRef} mobile={mobile} onApplied={close} />
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
  /** A phone (MOBILE_QUERY): 'Use My Current Location' shows. */
  mobile: boolean;
  /** After the store was made the shopper's (the dialog closes; inline, the list stays). */
  onApplied?: () => void;
}

/** Renders the form and the list; the model (storeFinderStep) runs the searches, stock loads and the apply call. */
function Finder({ m, context, skuId, zipRef, mobile, onApplied }: FinderProps) {
  const calls = useCalls<StoreFinderCalls>();
  const [s, dispatch] = useModel(storeFinderStep, startStoreFinder, () => ({ request: calls }));
  const current = useStore($selectedStore);
  const id = useId();

  useLayoutEffect(() => {
    if (s.fixes) zipRef.current?.focus();
  }, [s.fixes, zipRef]);

  useEffect(() => {
    if (s.applied) onApplied?.();
  }, [s.applied, onApplied]);

  const withStock = !!skuId;
  const list = sortStores(s.stores, s.stock, !!s.skuId);
  const where = s.where || m.yourLocation;
  const zipError = s.zipError && (s.zipError.key === 'server' ? s.zipError.text : fill(m[s.zipError.key], { zip: s.zipError.key === 'unknownZip' ? s.zipError.zip : '' }));
  const applyError = s.applyError && (s.applyError.key === 'server' ? s.applyError.text : m[s.applyError.key]);
  const notice = s.notice && (s.notice.key === 'noStores' ? s.notice.text || fill(m.noStores, { where }) : m[s.notice.key]);
  const appliedName = s.applied ? s.stores.find((st) => st.id === s.applied)?.name : '';
  const status =
    s.phase === 'locating'
      ? m.locating
      : s.phase === 'searching'
        ? m.searching
        : appliedName
          ? fill(m.applied, { name: appliedName })
          : s.phase === 'done' && list.length
            ? fill(list.length === 1 ? m.foundOne : m.found, { count: list.length, where })
            : '';
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
          dispatch({ type: 'zipSubmitted', context, skuId });
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
      {/* On phones only (spec section 2; the store modal's mobile is under 768 px, section 9). */}
      {mobile && (
        <Button variant="link" className="sw-sf__locate" busy={s.phase === 'locating'} onClick={() => dispatch({ type: 'locateRequested', context, skuId })}>
          {m.useLocation}
        </Button>
      )}
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

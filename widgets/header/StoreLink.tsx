/**
 * The store link ('Your Store: name, state') and its popover, or a prompt to choose a store. 'Find Another
 * Store' opens the store finder through `openWidget` (never an import); when that widget is not available
 * the call fails softly: one clear console message and a short note, nothing broken. The details and the
 * finder are the model's (storeLinkStep.ts); this view renders and dispatches.
 */
import { useCallback, useEffect, useId } from 'react';
import { useCalls, useModel } from '../../src/mount';
import type { LinkInfo } from './content';
import { type HeaderMessages } from './messages';
import { startStoreLink, storeLinkStep } from './storeLinkStep';
import { usePopover } from './usePopover';
import type { StoreInfo } from './useHeaderState';
import type { HeaderCalls } from './model';
import { linkHref } from '../../src/platform';
import { displayPhone } from '../../src/validation/phone';

function PinIcon() {
  return (
    <svg className="sw-hdr__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 22s7-6.6 7-12a7 7 0 1 0-14 0c0 5.4 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="10" r="2.5" fill="currentColor" />
    </svg>
  );
}

export function StoreLink({ store, m, allStores }: { store: StoreInfo | null; m: HeaderMessages; allStores: LinkInfo }) {
  const storeId = store?.id ?? '';
  const storeZip = store?.postalCode ?? '';
  const calls = useCalls<HeaderCalls>();
  const [s, dispatch] = useModel(storeLinkStep, startStoreLink, () => ({ request: calls }));
  const toggle = useCallback((o: boolean) => dispatch({ type: 'toggled', open: o }), [dispatch]);
  const { open, setOpen, triggerRef, containerProps } = usePopover([s.open, toggle]);
  const panelId = useId();
  const details = s.details;
  const note = s.finderFailed ? m.storeFinderUnavailable : '';

  useEffect(() => dispatch({ type: 'storeChanged', store: storeId ? { id: storeId, postalCode: storeZip } : null }), [dispatch, storeId, storeZip]);

  const find = () => {
    // The finder returns focus to whatever opened it: the store button, which stays when the popover closes.
    triggerRef.current?.focus();
    dispatch({ type: 'findClicked' });
  };

  if (!store)
    return (
      <div className="sw-hdr__popover-wrap">
        <button type="button" className="sw-hdr__action" onClick={find}>
          <PinIcon />
          <span className="sw-hdr__action-label">{m.chooseStore}</span>
        </button>
        <p className="sw-hdr__note" role="status">
          {note}
        </p>
      </div>
    );

  const info = { ...store, ...(details ? Object.fromEntries(Object.entries(details).filter(([, v]) => (Array.isArray(v) ? v.length : v))) : {}) } as StoreInfo;
  const label = `${m.yourStore} ${store.name}${store.state ? ', ' + store.state : ''}`;
  const mapUrl = info.seoUrl || `/stores/locator?storeId=${encodeURIComponent(store.id)}`;
  return (
    <div className="sw-hdr__popover-wrap" {...containerProps}>
      <button ref={triggerRef} type="button" className="sw-hdr__action sw-hdr__store" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <PinIcon />
        <span className="sw-hdr__action-label">{label}</span>
      </button>
      <div id={panelId} className="sw-hdr__flyout sw-hdr__flyout--store" hidden={!open}>
        <h2 className="sw-hdr__flyout-title">{store.name}</h2>
        <address className="sw-hdr__address">
          {info.address1 ? (
            <>
              {info.address1}
              <br />
            </>
          ) : null}
          {[store.city, [store.state, store.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          {info.phoneNumber ? (
            <>
              <br />
              <a href={`tel:${info.phoneNumber.replace(/[^\d+]/g, '')}`}>{displayPhone(info.phoneNumber)}</a>
            </>
          ) : null}
        </address>
        {info.hours.length ? (
          <>
            <h3 className="sw-hdr__flyout-subtitle">{m.storeHours}</h3>
            <ul className="sw-hdr__hours">
              {info.hours.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </>
        ) : null}
        <ul className="sw-hdr__store-links">
          <li>
            <a href={linkHref(mapUrl)}>{m.viewMap}</a>
          </li>
          <li>
            <a href={linkHref(allStores.url)}>{m.viewAllStores}</a>
          </li>
        </ul>
        <button type="button" className="sw-button sw-button--secondary" onClick={find}>
          {m.findAnotherStore}
        </button>
        <p className="sw-hdr__note" role="status">
          {note}
        </p>
      </div>
    </div>
  );
}

/**
 * The search box: a WAI-ARIA 1.2 combobox (input with role combobox, a listbox of grouped options,
 * aria-activedescendant). It only renders and dispatches (through useTypeAhead, the hook beside it): the
 * state is the pure model's, the requests, timers and navigation are effects of typeAheadStep.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { messagesFor } from '../../src/config';
import { Price } from '../../src/ui';
import type { ProductItem } from './answers';
import { useTypeAheadFlags } from './flags';
import { MESSAGES } from './messages';
import type { Item } from './combobox';
import type { RecentProduct } from '../../src/stores/recent';
import type { TypeAheadProps } from './schema';
import { announcement, itemsOfKind } from './selectors';
import { useTypeAhead } from './useTypeAhead';
import './TypeAhead.css';

export { DEBOUNCE_MS } from './model';
export { BLUR_CLOSE_MS, MOBILE_QUERY } from './useTypeAhead';

// One search landmark per page: a second box (a catalog of examples) is a plain form.
let landmarks = 0;

export function TypeAhead({ placeholder, action, viewedProduct }: TypeAheadProps) {
  const m = messagesFor('type-ahead', MESSAGES);
  const flags = useTypeAheadFlags();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { s, items, onInput, onKeyDown, onFocus, onBlur, onClick, submit, choose, highlight, clear } = useTypeAhead({ action, viewedProduct, flags, rootRef, inputRef });
  const [landmark] = useState(() => ++landmarks === 1);
  useEffect(() => () => void (landmark && (landmarks = 0)), [landmark]);

  // Keeps the highlighted option in view when the list scrolls (mobile).
  useEffect(() => {
    if (s.open && s.active >= 0) (rootRef.current?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById?.(`${id}-opt-${s.active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [s.open, s.active, id]);

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const announce = announcement(s, items.length, m);

  let index = 0;
  const group = (key: string, title: string, list: Item[]): ReactNode =>
    list.length > 0 && (
      <div role="group" aria-label={title} className={`sw-ta__group sw-ta__group--${key}`} key={key}>
        <div className="sw-ta__heading" aria-hidden="true">
          {title}
        </div>
        {list.map((item) => {
          const i = index++;
          return (
            <div
              key={i}
              id={optionId(i)}
              role="option"
              aria-selected={i === s.active}
              className={'sw-ta__option sw-ta__option--' + item.kind}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => highlight(i)}
              onClick={() => choose(item)}
            >
              {item.kind === 'product' || item.kind === 'recentProduct' ? <ProductRow item={item} gsaUser={flags.gsaUser} m={m} /> : item.label}
            </div>
          );
        })}
      </div>
    );
  const byKind = (...kinds: Item['kind'][]) => itemsOfKind(items, kinds);
  const hasRecent = s.mode === 'recent' && items.length > 0;

  return (
    <div ref={rootRef} className={'sw-root sw-ta' + (s.open ? ' sw-ta--open' : '')} onBlur={onBlur} onFocus={onFocus}>
      <form role={landmark ? 'search' : undefined} aria-label={landmark ? m.label : undefined} className="sw-ta__form" onSubmit={submit} noValidate action={action}>
        <label htmlFor={`${id}-input`} className="sw-visually-hidden">
          {m.label}
        </label>
        <div className="sw-ta__box">
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="sw-ta__input"
            type="text"
            name="Ntt"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={s.open}
            aria-controls={listId}
            aria-activedescendant={s.open && s.active >= 0 ? optionId(s.active) : undefined}
            aria-invalid={s.error ? true : undefined}
            aria-describedby={s.error ? errorId : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={placeholder}
            value={s.value}
            onChange={(e) => onInput(e.target.value)}
            onKeyDown={onKeyDown}
            onClick={onClick}
          />
          <button type="submit" className="sw-ta__submit" aria-label={m.submit}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" fill="currentColor" />
            </svg>
          </button>
        </div>
        {s.error && (
          <div id={errorId} className="sw-ta__error" role="alert">
            {s.error === 'cardNumber' ? m.cardNumberError : m.emptyError}
          </div>
        )}
      </form>
      <div className="sw-ta__popup" hidden={!s.open}>
        <div role="listbox" id={listId} aria-label={m.listLabel} className="sw-ta__list">
          <div className="sw-ta__col">
            {group('terms', m.suggestions, byKind('term'))}
            {group('categories', m.categories, byKind('category'))}
            {group('recent', m.recentSearches, byKind('recentSearch'))}
          </div>
          <div className="sw-ta__col sw-ta__col--products">
            {group('products', m.products, byKind('product'))}
            {group('viewed', m.recentProducts, byKind('recentProduct'))}
          </div>
        </div>
        {hasRecent && (
          <button type="button" className="sw-ta__clear" aria-label={m.clearRecent} onClick={clear}>
            {m.clear}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className="sw-visually-hidden">
        {announce}
      </div>
    </div>
  );
}

function ProductRow({ item, gsaUser, m }: { item: Extract<Item, { kind: 'product' | 'recentProduct' }>; gsaUser: boolean; m: typeof MESSAGES }) {
  const p = item.product;
  const image = 'image' in p ? p.image : (p.imageURL ?? p.displayImage ?? '');
  return (
    <>
      {image ? <img className="sw-ta__img" src={image} alt="" width={48} height={48} loading="lazy" /> : <span className="sw-ta__img" />}
      <span className="sw-ta__pname">{item.label}</span>
      {'priceMin' in p && <ProductPrice p={p} gsaUser={gsaUser} m={m} />}
    </>
  );
}

/** Price rules: GSA users see the government price with a green GSA label; sales show the sale price and the struck list price. */
function ProductPrice({ p, gsaUser, m }: { p: ProductItem; gsaUser: boolean; m: typeof MESSAGES }) {
  if (gsaUser && p.gsa != null) return <Price as="span" className="sw-ta__price" now={p.gsa} label={m.gsa} labelTone="gsa" labelText={m.gsaPrice} />;
  // A gift card's range is shown as the store writes it.
  if (p.gcPriceRange) return <span className="sw-price sw-ta__price">{p.gcPriceRange}</span>;
  const list = [p.priceMin, p.priceMax] as const;
  if (p.saleMin != null) return <Price as="span" className="sw-ta__price" now={[p.saleMin, p.saleMax ?? p.saleMin]} was={list} saleText={m.salePrice} regularText={m.regularPrice} />;
  return <Price as="span" className="sw-ta__price" now={list} />;
}

export type { RecentProduct };

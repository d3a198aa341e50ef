/**
 * The recommendations island: skeletons until the data arrives, then a carousel of product cards; nothing at
 * all (and one console error when something failed) when the placement is empty or fails.
 */
import { useEffect, useId, useReducer, useRef, type CSSProperties } from 'react';
import { useStore } from '../../src/stores/useStore';
import { useCalls, useModel } from '../../src/mount';
import { Skeleton } from '../../src/ui';
import { $features, $shopper } from '../../src/stores';
import { fill, recommendationsMessages, type RecommendationsMessages } from './messages';
import { carouselReducer, LIST_BELOW, maxIndex, MODAL_BREAKPOINTS, recommendationsStep, showArrows, slidesPerView, startRecommendations, type Breakpoint, type RecommendationsCalls } from './model';
import type { Campaign, RecommendedProduct } from './product';
import { ProductCard } from './ProductCard';
import { inView } from './selectors';
import './Recommendations.css';
import type { RecommendationsProps } from './schema';

const SKELETONS = 4;

export function Recommendations({ placement, title, productId, variant, layout }: RecommendationsProps) {
  const m = recommendationsMessages();
  const fallbackTitle = title ?? (variant === 'recently-viewed' ? m.recentlyViewed : m.youMayAlsoLike);
  const calls = useCalls<RecommendationsCalls>();
  const [s, dispatch] = useModel(recommendationsStep, startRecommendations, () => ({ request: calls }));

  // Asks on mount, and again when the props change.
  useEffect(() => dispatch({ type: 'asked', query: { variant, placement, productId, title: fallbackTitle } }), [dispatch, variant, placement, productId, fallbackTitle]);

  const outcome = s.outcome;
  if (!outcome) return <Loading title={fallbackTitle} m={m} />;
  if (outcome.kind !== 'ok') return null;
  return (
    <Carousel
      title={title ?? outcome.title}
      campaign={title ? null : outcome.campaign}
      products={outcome.products}
      m={m}
      table={layout === 'added-to-cart' ? MODAL_BREAKPOINTS : undefined}
      onMove={(action) => dispatch({ type: 'moved', data: { action, placement: placement ?? variant } })}
    />
  );
}

function Loading({ title, m }: { title: string; m: RecommendationsMessages }) {
  return (
    <section className="sw-recs" aria-label={title} aria-busy="true">
      <h2 className="sw-recs__title">{title}</h2>
      <p className="sw-visually-hidden" role="status">
        {m.loading}
      </p>
      <ul className="sw-recs__track sw-recs__track--loading" aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i} className="sw-recs__slide">
            <Skeleton height="160px" />
            <Skeleton height="1em" />
            <Skeleton width="60%" height="1em" />
          </li>
        ))}
      </ul>
    </section>
  );
}

const windowWidth = () => window.innerWidth;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function Carousel({
  title,
  campaign,
  products,
  m,
  table,
  onMove,
}: {
  title: string;
  campaign: Campaign | null;
  products: RecommendedProduct[];
  m: RecommendationsMessages;
  table: readonly Breakpoint[] | undefined;
  onMove: (action: 'next' | 'previous') => void;
}) {
  const shopper = useStore($shopper);
  const viewer = { gsaUser: shopper.gsa, signedIn: shopper.signedIn };
  const addEnabled = useStore($features).addToCartFromRecommendation;
  // A new answer mounts a new carousel (skeletons show meanwhile), so its products never change.
  const [s, dispatch] = useReducer(carouselReducer, { index: 0, count: products.length, width: windowWidth(), table });
  const track$ = useRef<HTMLUListElement>(null);
  const moved = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const onResize = () => dispatch({ type: 'resized', width: windowWidth() });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [dispatch]);

  // An arrow at its end is aria-disabled (not disabled), so focus stays on it.
  // The arrows come first in the tab order (then the cards); CSS puts Next on the right.
  // Arrows scroll the track to the state's first card; a swipe or a focused card scrolls it, and the state follows.
  useEffect(() => {
    const el = track$.current;
    const slide = el?.children[s.index] as HTMLElement | undefined;
    if (!el || !slide || !moved.current) return;
    moved.current = false;
    el.scrollTo({ left: slide.offsetLeft - (el.firstElementChild as HTMLElement).offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [s.index]);
  useEffect(() => {
    const el = track$.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const first = el.children[0] as HTMLElement | undefined;
        const second = el.children[1] as HTMLElement | undefined;
        const stride = first && second ? second.offsetLeft - first.offsetLeft : 0;
        if (stride > 0) dispatch({ type: 'scrolled', index: Math.round(el.scrollLeft / stride) });
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [dispatch]);

  const go = (type: 'next' | 'previous') => {
    moved.current = true;
    dispatch({ type });
    onMove(type);
  };

  const arrows = showArrows(s.count, s.width);
  const atEnd = s.index >= maxIndex(s.count, s.width, table);
  const view = inView(s);
  const titleStyle: CSSProperties | undefined = campaign ? { textAlign: campaign.textAlign, color: campaign.color, fontFamily: campaign.font } : undefined;
  const style = { '--sw-per-view': String(slidesPerView(s.width, table)) } as CSSProperties;

  return (
    <section className={`sw-recs${s.width < LIST_BELOW ? ' sw-recs--list' : ''}`} aria-labelledby={titleId} style={style}>
      <h2 className="sw-recs__title" id={titleId} style={titleStyle}>
        {title}
      </h2>
      <div className="sw-recs__frame">
        {arrows
          ? (
              [
                ['previous', s.index === 0, 'M15 5l-7 7 7 7'],
                ['next', atEnd, 'M9 5l7 7-7 7'],
              ] as const
            ).map(([type, end, d]) => (
              <button key={type} type="button" className={`sw-recs__arrow sw-recs__arrow--${type}`} aria-label={m[type]} aria-disabled={end} onClick={() => !end && go(type)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" />
                </svg>
              </button>
            ))
          : null}
        <ul className="sw-recs__track" ref={track$} aria-labelledby={titleId}>
          {products.map((p, i) => (
            <li
              key={p.productId ?? p.seoURL}
              className="sw-recs__slide"
              onFocus={() => {
                moved.current = true;
                dispatch({ type: 'focused', index: i });
              }}
            >
              <ProductCard product={p} viewer={viewer} addToCartEnabled={addEnabled} m={m} />
            </li>
          ))}
        </ul>
      </div>
      <p className="sw-visually-hidden" aria-live="polite" aria-atomic="true">
        {fill(m.showing, view)}
      </p>
    </section>
  );
}

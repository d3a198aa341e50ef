import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { fill } from '../../src/config';
import { useCalls, useIsland, useModel } from '../../src/mount';
import { Button, formatCount, Spinner } from '../../src/ui';
import { reviewsMessages, type ReviewsMessages } from './messages';
import { pageCount, reviewsStep, startReviews, type Review, type ReviewsCalls, type ReviewsState } from './model';
import type { ReviewsPropsType } from './schema';
import { dateText, firstShown, STAR_PX, STAR_PX_LARGE, starFill } from './selectors';
import './Reviews.css';

/** Stars drawn in CSS; their meaning is the text beside them. */
function Stars({ rating, px }: { rating: number; px: number }) {
  return (
    <span className={px === STAR_PX ? 'sw-stars' : 'sw-stars sw-stars--large'} aria-hidden="true">
      <span className="sw-stars__fill" style={{ width: `${starFill(rating, px)}px` }} />
    </span>
  );
}

function Summary({ s, productId, m }: { s: ReviewsState; productId: string; m: ReviewsMessages }) {
  const sum = s.summary;
  if (!sum) return null;
  if (sum.rating <= 0)
    return (
      <p className="sw-reviews__none">
        {m.noReviews} <a href={`/product-review/${encodeURIComponent(productId)}`}>{m.beFirst}</a>
      </p>
    );
  const rating = Math.min(5, sum.rating).toFixed(1);
  return (
    <p className="sw-reviews__summary">
      <Stars rating={sum.rating} px={STAR_PX_LARGE} />
      <span className="sw-visually-hidden">{fill(m.rated, { rating })}</span>
      <span className="sw-reviews__average" aria-hidden="true">
        {rating}
      </span>
      <span>{sum.count === 1 ? m.countOne : fill(m.count, { count: formatCount(sum.count) })}</span>
    </p>
  );
}

function ReviewItem({ r, m }: { r: Review; m: ReviewsMessages }) {
  const date = dateText(r.date);
  return (
    <li className="sw-review">
      <p className="sw-review__rating">
        <Stars rating={r.rating} px={STAR_PX} />
        <span className="sw-visually-hidden">{fill(m.rated, { rating: r.rating })}</span>
      </p>
      {r.title && <h3 className="sw-review__title">{r.title}</h3>}
      <p className="sw-review__by">
        {r.location ? fill(m.byline, { name: r.nickname, location: r.location }) : r.nickname}
        {date && (
          <>
            {' · '}
            <time dateTime={r.date}>{date}</time>
          </>
        )}
      </p>
      <p className="sw-review__text">{r.text}</p>
    </li>
  );
}

/**
 * The product page's reviews (storefront spec sections 2, 7, 9): the rating summary, the reviews a page at a
 * time, paging that takes focus and scroll to the reviews' heading, and 'Be the first!' when there is no
 * rating. Server text is rendered as text. The page's own fallback shows until the first answer (revealWhenReady).
 */
export function Reviews({ productId, pageSize }: ReviewsPropsType): ReactNode {
  const m = reviewsMessages();
  const island = useIsland();
  const calls = useCalls<ReviewsCalls>();
  const [s, dispatch] = useModel(
    reviewsStep,
    () => startReviews(productId, pageSize),
    () => ({ request: calls }),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (s.status !== 'loading') island?.ready();
  }, [s.status, island]);

  // A page move jumps to the reviews' anchor: the heading takes the scroll and the focus.
  useLayoutEffect(() => {
    const h = heading.current;
    if (!s.jumps || !h) return;
    h.scrollIntoView({ block: 'start' });
    h.focus({ preventScroll: true });
  }, [s.jumps]);

  const pages = pageCount(s);
  const count = s.summary?.count ?? 0;
  const failure = s.status === 'error' && (
    <div className="sw-reviews__error" role="alert">
      <p>{s.failed === 'timeout' ? m.timeout : m.loadFailed}</p>
      <Button variant="secondary" onClick={() => dispatch({ type: 'retried' })}>
        {m.retry}
      </Button>
    </div>
  );
  const from = firstShown(s);

  return (
    <section className="sw-reviews" aria-labelledby={id} aria-busy={s.status === 'loading'}>
      <h2 id={id} ref={heading} tabIndex={-1} className="sw-reviews__title">
        {m.title}
      </h2>
      <Summary s={s} productId={productId} m={m} />
      {!s.summary && s.status === 'loading' && <Spinner decorative />}
      {failure}
      {s.status !== 'error' && s.reviews.length > 0 && (
        <ol className="sw-reviews__list" start={from}>
          {s.reviews.map((r) => (
            <ReviewItem key={r.id} r={r} m={m} />
          ))}
        </ol>
      )}
      <p className="sw-visually-hidden" role="status">
        {s.status === 'loading' ? m.loading : s.status === 'ready' && count > 0 ? fill(m.showing, { from, to: Math.min(count, from + s.reviews.length - 1), total: count }) : ''}
      </p>
      {pages > 1 && (
        <nav className="sw-reviews__pager" aria-label={m.pages}>
          <Button variant="secondary" disabled={s.page <= 1} onClick={() => dispatch({ type: 'pageAsked', page: s.page - 1 })}>
            {m.previous}
          </Button>
          <span className="sw-reviews__page">{fill(m.page, { page: s.page, pages })}</span>
          <Button variant="secondary" disabled={s.page >= pages} onClick={() => dispatch({ type: 'pageAsked', page: s.page + 1 })}>
            {m.next}
          </Button>
        </nav>
      )}
      {count > 0 && (
        <p className="sw-reviews__write">
          <a href={`/product-review/${encodeURIComponent(productId)}`}>{m.writeReview}</a>
        </p>
      )}
    </section>
  );
}

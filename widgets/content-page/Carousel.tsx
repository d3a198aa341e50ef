/** The banner carousel item (storefront spec section 9: it rotates every 5000 ms; model.ts has its rules). */
import type { ReactNode } from 'react';
import { useModel } from '../../src/mount';
import { Img, type Loading } from './Img';
import { contentPageMessages } from './messages';
import { carouselStep, isRotating, startCarousel } from './model';
import { BANNER_HEIGHT, BANNER_WIDTH, fill, type ContentItem } from './tree';

export function Carousel({ label, slides }: { label: string; slides: { item: ContentItem; loading: Loading }[] }): ReactNode {
  const m = contentPageMessages();
  const count = slides.length;
  const [s, dispatch] = useModel(
    carouselStep,
    () => startCarousel(count, typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches),
    // The carousel asks nothing of the outside world: its one effect is the rotation timer.
    () => ({ request: {} }),
  );
  const rotating = isRotating(s);
  const hold = () => dispatch({ type: 'hold' });
  const release = (e: { currentTarget: Element; relatedTarget: EventTarget | null }) => !e.currentTarget.contains(e.relatedTarget as Node | null) && dispatch({ type: 'release' });
  return (
    <section className="sw-cp-carousel" aria-roledescription="carousel" aria-label={label} onPointerEnter={hold} onPointerLeave={() => dispatch({ type: 'release' })} onFocus={hold} onBlur={release}>
      {/* Announced only when the shopper moves it, not every 5 s. */}
      <div className="sw-cp-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map(({ item, loading }, i) => (
          <div key={i} className="sw-cp-carousel__slide" role="group" aria-roledescription="slide" aria-label={fill(m.slideOf, { n: i + 1, count })} hidden={i !== s.at}>
            <Img item={item} loading={loading} width={BANNER_WIDTH} height={BANNER_HEIGHT} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="sw-cp-carousel__nav">
          <button type="button" className="sw-button sw-button--secondary" onClick={() => dispatch({ type: s.paused ? 'play' : 'pause' })}>
            {s.paused ? m.play : m.pause}
          </button>
          <button type="button" className="sw-button sw-button--secondary" onClick={() => dispatch({ type: 'previous' })}>
            {m.previous}
          </button>
          <span aria-hidden="true">{fill(m.slideOf, { n: s.at + 1, count })}</span>
          <button type="button" className="sw-button sw-button--secondary" onClick={() => dispatch({ type: 'next' })}>
            {m.next}
          </button>
        </div>
      )}
    </section>
  );
}

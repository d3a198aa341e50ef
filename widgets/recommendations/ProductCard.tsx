/**
 * The recommendation card: image, name (cut at 20 characters; the link keeps the full name), rating with one
 * decimal and stars at 20 px per point, the review count, prices (sale, GSA with the green label, the
 * store-special 'Lower Price in Store' for signed-in shoppers who are not GSA users), badges, the store-only
 * note, and 'Add to Cart' when the addToCartFromRecommendation toggle is on (products with options, gift cards,
 * personalization or store-only pickup go to their product page instead).
 */
import { useCalls, useModel } from '../../src/mount';
import { Button, cardBadges, presellDay, Price, ProductBadges } from '../../src/ui';
import { fill, type RecommendationsMessages } from './messages';
import { addStep, startAdd, type RecommendationsCalls } from './model';
import { priceView, type Viewer } from './price';
import type { RecommendedProduct } from './product';
import { ratingView, truncate } from './selectors';
import { linkHref } from '../../src/platform';

export interface ProductCardProps {
  product: RecommendedProduct;
  viewer: Viewer;
  addToCartEnabled: boolean;
  m: RecommendationsMessages;
}

function Stars({ rating, reviewCount, productId, m }: { rating: number; reviewCount: number; productId: string; m: RecommendationsMessages }) {
  const r = ratingView(rating, reviewCount);
  if (!r)
    return (
      <p className="sw-card__rating">
        <a href={`/product-review/${encodeURIComponent(productId)}`}>{m.beFirst}</a>
      </p>
    );
  return (
    <p className="sw-card__rating">
      <span className="sw-stars" aria-hidden="true">
        <span className="sw-stars__fill" style={{ width: `${r.fillPx}px` }} />
      </span>
      <span className="sw-visually-hidden">
        {fill(m.rated, { rating: r.text })}, {fill(m.reviews, { count: r.count })}
      </span>
      <span className="sw-card__rating-text" aria-hidden="true">
        {r.text} ({r.count})
      </span>
    </p>
  );
}

function AddButton({ product, m }: { product: RecommendedProduct; m: RecommendationsMessages }) {
  const calls = useCalls<RecommendationsCalls>();
  const [{ phase: state, error }, dispatch] = useModel(
    addStep,
    () => startAdd(product, m.addFailed),
    () => ({ request: calls }),
  );
  const added = state === 'added' || state === 'fading';
  return (
    <div className="sw-card__buy">
      <Button className={`sw-card__add${state === 'fading' ? ' sw-card__add--fading' : ''}`} busy={state === 'busy'} disabled={added} onClick={() => dispatch({ type: 'clicked' })}>
        {added ? m.added : m.addToCart}
        <span className="sw-visually-hidden"> {product.name}</span>
      </Button>
      <p className="sw-card__error" role="alert">
        {error}
      </p>
    </div>
  );
}

export function ProductCard({ product: p, viewer, addToCartEnabled, m }: ProductCardProps) {
  const price = priceView(p, viewer, m.lowerPriceInStore);
  const presell = presellDay(p.presellDate);
  const toProductPage = !!(p.multiSku || p.persEnabled || p.giftCard || p.storeOnly || !p.skuId);
  return (
    <article className="sw-card" aria-label={p.name}>
      <a className="sw-card__image" href={linkHref(p.seoURL)} tabIndex={-1} aria-hidden="true">
        {p.imageURL ? <img src={p.imageURL} alt="" width="300" height="300" loading="lazy" decoding="async" /> : null}
      </a>
      <ProductBadges
        badges={cardBadges(p, m)}
        href={linkHref(p.seoURL)}
        productId={p.productId ?? ''}
        productName={p.name}
        source="recommendations"
        className="sw-card__badges"
        itemClassName="sw-card__badge"
      />
      <h3 className="sw-card__name">
        <a href={linkHref(p.seoURL)} aria-label={p.name}>
          {truncate(p.name)}
        </a>
      </h3>
      <Stars rating={Number(p.rating ?? 0)} reviewCount={Number(p.reviewCount ?? 0)} productId={p.productId ?? ''} m={m} />
      {price.kind !== 'none' ? (
        <Price
          className={`sw-card__price sw-card__price--${price.kind}`}
          now={price.price}
          was={price.was || null}
          label={price.kind === 'gsa' ? m.gsa : null}
          labelTone="gsa"
          saleText={m.salePrice}
          regularText={m.regularPrice}
        />
      ) : null}
      {price.special ? <p className="sw-card__special">{price.special}</p> : null}
      {presell ? <p className="sw-card__note">{fill(m.presell, { date: presell })}</p> : null}
      {p.storeOnly ? <p className="sw-card__note">{m.storeOnly}</p> : null}
      {addToCartEnabled ? (
        toProductPage ? (
          <a className="sw-button sw-button--secondary sw-card__options" href={linkHref(p.seoURL)}>
            {m.chooseOptions}
            <span className="sw-visually-hidden"> {p.name}</span>
          </a>
        ) : (
          <AddButton product={p} m={m} />
        )
      ) : null}
    </article>
  );
}

/**
 * The built-in content types (storefront spec section 2, "Page rendering from server content"; section 3,
 * Chiclet and CTA wrapper; section 9, sizes). Each renderer turns an item into elements; the stateful ones
 * are small components (Carousel.tsx, Disclosures.tsx). Server HTML goes through ctx.sanitize.
 */
import { Fragment, type CSSProperties } from 'react';
import { openWidget } from '../../src/mount';
import { Carousel } from './Carousel';
import { registerContentType, rendererFor, type Renderer } from './contentTypes';
import { Delegate } from './Delegate';
import { MicroBanner, ViewMore } from './Disclosures';
import { Html } from './Html';
import { Img } from './Img';
import { contentPageMessages } from './messages';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  BREAKPOINTS,
  CHICLET_RADIUS,
  chicletColors,
  children,
  cssLength,
  fill,
  flag,
  markerAttributes,
  objects,
  perBreakpoint,
  safeHref,
  safeSrc,
  spacerSize,
  str,
  strings,
} from './tree';

const banner: Renderer = (item, ctx) => (
  <div className="sw-cp-banner">
    <Img item={item} loading={ctx.image()} width={BANNER_WIDTH} height={BANNER_HEIGHT} />
  </div>
);

const carousel: Renderer = (item, ctx) => {
  const slides = [...objects(item, 'slides'), ...children(item)].map((s) => ({ item: s, loading: ctx.image() }));
  return slides.length ? <Carousel label={str(item, 'title') || contentPageMessages().carousel} slides={slides} /> : null;
};

const chiclet: Renderer = (item, ctx) => {
  if (!flag(item, 'enabled', true)) return null;
  const title = str(item, 'title');
  const image = safeSrc(item.imageAsset ?? item.imageUrl);
  if (!title && !image) return null;
  const vars: Record<string, string> = { '--sw-cp-radius': cssLength(item.borderRadius) ?? CHICLET_RADIUS };
  const heights = perBreakpoint(item.height);
  const sizes = perBreakpoint(item.fontSize);
  BREAKPOINTS.forEach((bp, i) => {
    if (heights) vars[`--sw-cp-h-${bp}`] = heights[i]!;
    if (sizes) vars[`--sw-cp-f-${bp}`] = sizes[i]!;
  });
  const { text, background } = chicletColors(item);
  if (text) vars['--sw-cp-fg'] = text;
  if (background) vars['--sw-cp-bg'] = background;
  const type = str(item, 'chicletType').toLowerCase();
  const cls = `sw-cp-chiclet${flag(item, 'fullWidth', false) ? ' sw-cp-chiclet--full' : ''}${type ? ` sw-cp-chiclet--${type.replace(/[^a-z-]/g, '')}` : ''}`;
  const body = (
    <>
      {image && <img src={image} alt={title ? '' : str(item, 'alt')} loading={ctx.image()} decoding="async" />}
      {title && <span>{title}</span>}
    </>
  );
  const href = safeHref(item.href ?? item.url);
  return href ? (
    <a className={cls} href={href} style={vars as CSSProperties}>
      {body}
    </a>
  ) : (
    <div className={cls} style={vars as CSSProperties}>
      {body}
    </div>
  );
};

/** A row of items (chiclets, images): a list, so a screen reader says how many. */
const row =
  (key: string, className: string): Renderer =>
  (item, ctx) => {
    const list = key === 'images' ? objects(item, key) : children(item);
    const title = str(item, 'title');
    const cells = list.map((c, i) => <li key={i}>{key === 'images' ? <Img item={c} loading={ctx.image()} /> : ctx.render([c])}</li>);
    return cells.length ? (
      <div className={className}>
        {title && <h2 className="sw-cp-heading">{title}</h2>}
        <ul>{cells}</ul>
      </div>
    ) : null;
  };

const pageTitle: Renderer = (item) => {
  const title = str(item, 'title');
  const right = strings(item, 'rightCopy');
  return (
    <div className="sw-cp-title">
      {title && <h1>{title}</h1>}
      {right.length > 0 && (
        <p className="sw-cp-title__copy">
          {right.map((c, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <span className="sw-cp-bullet" aria-hidden="true">
                  {' • '}
                </span>
              )}
              <span>{c}</span>
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
};

const breadcrumbs: Renderer = (item) => {
  const crumbs = objects(item, 'crumbs')
    .map((c) => ({ label: str(c, 'label') || str(c, 'name'), href: safeHref(c.url ?? c.href) }))
    .filter((c) => c.label);
  return crumbs.length ? (
    <nav className="sw-cp-crumbs" aria-label={contentPageMessages().breadcrumb}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={i}>{i === crumbs.length - 1 || !c.href ? <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span> : <a href={c.href}>{c.label}</a>}</li>
        ))}
      </ol>
    </nav>
  ) : null;
};

/** The CTA wrapper (spec section 3): its items, bottom text, and a button (a link, or the store finder). */
const ctaWrapper: Renderer = (item, ctx) => {
  const text = str(item, 'ctaBtnText');
  const pos = str(item, 'ctaBtnPosition').toLowerCase();
  const href = safeHref(item.href);
  const button =
    flag(item, 'displayButton', true) && text ? (
      <p className={`sw-cp-cta__button sw-cp-cta__button--${['left', 'right'].includes(pos) ? pos : 'center'}`}>
        {flag(item, 'checkStore', false) ? (
          <button type="button" className="sw-button sw-button--primary" onClick={() => void openWidget('store-finder', {}, 'content-page')}>
            {text}
          </button>
        ) : href ? (
          <a className="sw-button sw-button--primary" href={href}>
            {text}
          </a>
        ) : null}
      </p>
    ) : null;
  const bottom = str(item, 'bottomTextHtml');
  return (
    <div className="sw-cp-cta" data-s-object-id={str(item, 's_objectId') || undefined}>
      {pos === 'top' && button}
      {ctx.render(children(item))}
      {bottom && <Html className="sw-cp-cta__bottom" html={bottom} sanitize={ctx.sanitize} />}
      {pos !== 'top' && button}
    </div>
  );
};

const eyebrow: Renderer = (item) => {
  const list = objects(item, 'messages');
  const msgs = list.length ? list : [item];
  return (
    <div className="sw-cp-eyebrow">
      {msgs.map((e, i) => {
        const href = safeHref(e.href);
        const link = str(e, 'linkText');
        return (
          <p key={i}>
            {str(e, 'text')}
            {href && link && (
              <>
                {' '}
                <a href={href}>{link}</a>
              </>
            )}
          </p>
        );
      })}
    </div>
  );
};

/** Social icons: each network's icon (24 px, named by the network) where the item gives one, else its name. */
const social: Renderer = (item) => {
  const links = objects(item, 'links')
    .map((l) => ({ name: str(l, 'name'), href: safeHref(l.href ?? l.url), icon: safeSrc(l.imageURL ?? l.imageUrl) }))
    .filter((l) => l.name && l.href);
  return links.length ? (
    <ul className="sw-cp-social">
      {links.map((l) => (
        <li key={l.name}>
          <a href={l.href}>{l.icon ? <img src={l.icon} alt={l.name} width={24} height={24} /> : l.name}</a>
        </li>
      ))}
    </ul>
  ) : null;
};

/**
 * The strict category listing title (spec section 2): an Assortment or Grade-Age label alone, else the label
 * (`label` or `title`) with its item count when the item gives one.
 */
const categoryTitle: Renderer = (item) => {
  const label = str(item, 'assortmentLabel') || str(item, 'gradeAgeLabel');
  const title = label || str(item, 'label') || str(item, 'title');
  const count = label ? '' : str(item, 'count');
  return title ? <h2 className="sw-cp-heading sw-cp-category">{count ? `${title} ${fill(contentPageMessages().items, { count })}` : title}</h2> : null;
};

/** The header (logo, store section, account menu with rewards, find a store, sign in, cart) from the header/footer content: the header widget's marker. */
const header: Renderer = (item) => <Delegate widget="header" attrs={markerAttributes(item)} />;

/** The built-in types, by the name content items carry in `@type`. */
export const BUILT_IN_TYPES: Readonly<Record<string, Renderer>> = {
  Banner: banner,
  Carousel: carousel,
  Chiclet: chiclet,
  ChicletRow: row('contents', 'sw-cp-chiclets'),
  ImageRow: row('images', 'sw-cp-images'),
  MicroBanner: (item, ctx) => <MicroBanner item={item} sanitize={ctx.sanitize} />,
  PageTitle: pageTitle,
  CategoryTitle: categoryTitle,
  StrictCategoryListingTitle: categoryTitle,
  Spacer: (item) => <div className={`sw-cp-spacer sw-cp-spacer--${spacerSize(item.size)}`} aria-hidden="true" />,
  Breadcrumbs: breadcrumbs,
  ViewMore: (item, ctx) => <ViewMore item={item} sanitize={ctx.sanitize} />,
  CTAWrapper: ctaWrapper,
  EyebrowMessage: eyebrow,
  RichText: (item, ctx) => <Html html={str(item, 'html')} sanitize={ctx.sanitize} />,
  SocialIcons: social,
  ContactForm: (item) => <Delegate widget="contact-form" attrs={markerAttributes(item)} />,
  SubscribeForm: (item) => <Delegate widget="footer-sign-up" attrs={{ 'data-source': str(item, 'source') || 'content-page', ...markerAttributes(item, ['source']) }} />,
  Recommendations: (item) => <Delegate widget="recommendations" attrs={markerAttributes(item)} />,
  // The footer (links, icons, legal links, its sign-up) from the header/footer content: the footer widget's marker.
  Footer: (item) => <Delegate widget="footer" attrs={markerAttributes(item)} />,
  Header: header,
};

/** Registers the built-in types that are not registered yet (a host's earlier registration wins). */
export function registerBuiltIns(): void {
  for (const [type, r] of Object.entries(BUILT_IN_TYPES)) if (!rendererFor(type)) registerContentType(type, r);
}

import { useId, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useCalls, useIsland, useModel } from '../../src/mount';
import { WidgetMarker } from '../../src/mount/WidgetMarker';
import { Button } from '../../src/ui';
import type { FooterLink } from './content';
import './Footer.css';
import { footerMessages } from './messages';
import { footerStep, startFooter, type FooterCalls } from './model';
import type { FooterPropsType } from './schema';
import { footerView } from './selectors';

/** The footer badge's size (spec section 9: footer badge 64x88). */
export const BADGE = { width: 64, height: 88 };

/** The page's own parts for the footer: direct children of the marker with data-footer-part="sign-up" or "service". */
const PARTS = ['sign-up', 'service'] as const;
type Part = (typeof PARTS)[number];

const Links = ({ links }: { links: FooterLink[] }) => (
  <>
    {links.map((l, i) => (
      <li key={i}>
        <a href={l.href}>{l.label}</a>
      </li>
    ))}
  </>
);

const Icons = ({ links, size: [width, height] }: { links: (FooterLink & { src?: string })[]; size: [number, number] }) => (
  <ul className="sw-ftr__icons">
    {links.map((l, i) => (
      <li key={i}>
        <a href={l.href} className={l.src ? 'sw-ftr__icon' : undefined}>
          {l.src ? <img src={l.src} alt={l.label} width={width} height={height} loading="lazy" /> : l.label}
        </a>
      </li>
    ))}
  </ul>
);

/**
 * The site footer (storefront spec section 2, Footer) from the header/footer content. The marker's own
 * server-rendered footer shows until the content is in, and stays when it cannot be read. The page may hand
 * its own sign-up and customer-service parts over (they stay mounted: the footer shows them through slots);
 * without a sign-up part the footer places a footer-sign-up marker itself.
 */
export function Footer({ signUp, signUpSource }: FooterPropsType): ReactNode {
  const m = footerMessages();
  const island = useIsland();
  const calls = useCalls<FooterCalls>();
  const [s, dispatch] = useModel(
    footerStep,
    () => startFooter(Date.now()),
    () => ({ request: calls }),
  );
  const ids = useId();
  const parts = useMemo(() => {
    const found = new Map<Part, HTMLElement>();
    for (const el of island?.host.children ?? []) {
      const p = (el as HTMLElement).dataset.footerPart as Part;
      if (PARTS.includes(p) && !found.has(p)) found.set(p, el as HTMLElement);
    }
    return found;
  }, [island]);

  // The parts move into the footer's slots in the frame the footer replaces the page's own (no frame between).
  useLayoutEffect(() => {
    if (s.phase === 'failed') island?.keepFallback();
    if (s.phase !== 'ready') return;
    for (const [p, el] of parts) el.setAttribute('slot', p);
    island?.ready();
    return () => parts.forEach((el) => el.removeAttribute('slot'));
  }, [s.phase, island, parts]);

  const { content: c, legal, copyright, service } = footerView(s, m);
  if (!c) return null;
  const badge = c.badge && <img src={c.badge.src} alt={c.badge.alt} width={BADGE.width} height={BADGE.height} loading="lazy" />;
  return (
    <div className="sw-ftr">
      {parts.has('sign-up') ? (
        <slot name="sign-up" />
      ) : (
        signUp && (
          <div className="sw-ftr__signup">
            <h2>{c.signUpTitle ?? m.signUpTitle}</h2>
            <WidgetMarker widget="footer-sign-up" from="footer" attrs={{ 'data-source': signUpSource, className: 'sw-ftr__form' }} />
          </div>
        )
      )}
      <div className="sw-ftr__blocks">
        {c.blocks.map((b, i) => {
          const open = s.open.includes(i);
          return (
            <div className="sw-ftr__block" key={i}>
              <h2 className="sw-ftr__wide">{b.title}</h2>
              <h2 className="sw-ftr__phone">
                <Button variant="link" className="sw-ftr__toggle" aria-expanded={open} aria-controls={`${ids}-b${i}`} onClick={() => dispatch({ type: 'toggled', block: i })}>
                  {b.title}
                </Button>
              </h2>
              <ul id={`${ids}-b${i}`} className="sw-ftr__list" hidden={!open}>
                <Links links={b.links} />
              </ul>
            </div>
          );
        })}
      </div>
      <div className="sw-ftr__row">
        {parts.has('service') ? (
          <slot name="service" />
        ) : (
          service && (
            <div>
              <h2>{m.serviceTitle}</h2>
              <p>{service}</p>
            </div>
          )
        )}
        {c.app && (
          <div>
            <h2>{c.app.title}</h2>
            <Icons links={c.app.links} size={[135, 40]} />
          </div>
        )}
        {c.social.length > 0 && (
          <div>
            <h2>{m.socialTitle}</h2>
            <Icons links={c.social} size={[32, 32]} />
          </div>
        )}
        <div className="sw-ftr__certs">
          <Icons links={c.certifications} size={[88, 40]} />
          {badge &&
            (c.badge?.href ? (
              <a className="sw-ftr__icon" href={c.badge.href}>
                {badge}
              </a>
            ) : (
              badge
            ))}
        </div>
      </div>
      <div className="sw-ftr__legal">
        <ul aria-label={m.legalLabel}>
          <Links links={legal} />
        </ul>
        <p className="sw-ftr__copyright">{copyright}</p>
      </div>
    </div>
  );
}

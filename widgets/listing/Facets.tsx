/** The facets: category (assortment, main category, level 1 with expand/collapse, level 2), the other menus and availability. */
import { useId, type MouseEvent, type ReactNode } from 'react';
import type { SelectedStoreInfo } from '../../src/stores';
import type { Facet, Refinement } from './answer';
import { fill, type Messages } from './messages';
import { childrenOf, isOpen } from './selectors';
import type { AvailabilityOption } from './state';
import { linkHref } from '../../src/platform';

/** Follows a link inside the widget (plain left clicks only: ctrl/meta-click still opens a new tab). */
export type Navigate = (href: string, how?: { facet?: Facet; refinement?: Refinement }) => void;

export const intercept = (navigate: Navigate, href: string, how?: Parameters<Navigate>[1]) => (e: MouseEvent<HTMLAnchorElement>) => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(href, how);
};

const Count = ({ n }: { n: number }) => <span className="sw-count"> ({n})</span>;

/** Menus of plain links (no check box): a simple refinement menu and a non-category navigation refinement. */
const PLAIN = ['SimpleRefinementMenu', 'NonCategoryNavRefinement'];

function RefinementLink({ facet, r, navigate }: { facet: Facet; r: Refinement; navigate: Navigate }) {
  return (
    <a className="sw-ref" href={linkHref(r.link)} aria-current={r.selected ? 'true' : undefined} onClick={intercept(navigate, r.link, { facet, refinement: r })}>
      {/* A colour shows its swatch where other values show a check box. */}
      {!PLAIN.includes(facet.type) && <span className={r.swatch ? 'sw-ref__box sw-ref__swatch' : 'sw-ref__box'} style={r.swatch ? { background: r.swatch } : undefined} aria-hidden="true" />}
      <span>
        {r.label}
        <Count n={r.count} />
      </span>
    </a>
  );
}

interface FacetProps {
  facet: Facet;
  navigate: Navigate;
  m: Messages;
  expanded: string[];
  onToggle: (id: string) => void;
  /** False inside the mobile panel, whose drill-down names the group. */
  titled?: boolean;
  /** 3 for a menu of a collection. */
  level?: 2 | 3;
}

export function FacetMenu(props: FacetProps): ReactNode {
  const { facet, navigate, m, expanded, onToggle, titled = true, level = 2 } = props;
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  // A refinement menu collection: its menus, each under its own name.
  if (facet.menus.length)
    return (
      <section className="sw-facet" aria-labelledby={titled ? id : undefined} aria-label={titled ? undefined : facet.displayName}>
        {titled && (
          <h2 className="sw-facet__title" id={id}>
            {facet.displayName}
          </h2>
        )}
        {facet.menus.map((menu) => (
          <FacetMenu key={menu.name} {...props} facet={menu} titled level={3} />
        ))}
      </section>
    );
  const category = facet.main !== null || facet.refinements.some((r) => r.level > 0);
  const level1 = category ? facet.refinements.filter((r) => r.level === 1) : facet.refinements;
  const anySelected = facet.refinements.some((r) => r.selected);
  return (
    <section className="sw-facet" aria-labelledby={titled ? id : undefined} aria-label={titled ? undefined : facet.displayName}>
      {titled && (
        <Heading className={`sw-facet__title sw-facet__title--${level}`} id={id}>
          {facet.displayName}
        </Heading>
      )}
      <ul className="sw-facet__list">
        {facet.assortment && (
          <li>
            <a className="sw-ref sw-ref--assortment" href={linkHref(facet.assortment.url)} onClick={intercept(navigate, facet.assortment.url)}>
              <strong>{facet.assortment.name}</strong>
              <Count n={facet.assortment.count} />
            </a>
          </li>
        )}
        {facet.main && (
          <li>
            <a className="sw-ref sw-ref--main" href={linkHref(facet.main.link)} aria-current={anySelected ? undefined : 'true'} onClick={intercept(navigate, facet.main.link)}>
              {facet.main.display}
            </a>
          </li>
        )}
        {level1.map((r) => {
          const kids = category ? childrenOf(facet, r.id) : [];
          const open = kids.length > 0 && isOpen(facet, r, expanded);
          return (
            <li key={r.id} className={category ? 'sw-facet__l1' : undefined}>
              <span className="sw-facet__row">
                <RefinementLink facet={facet} r={r} navigate={navigate} />
                {kids.length > 0 && (
                  <button type="button" className="sw-facet__toggle" aria-expanded={open} aria-label={fill(open ? m.collapse : m.expand, { label: r.label })} onClick={() => onToggle(r.id)}>
                    <span aria-hidden="true">{open ? '−' : '+'}</span>
                  </button>
                )}
              </span>
              {open && (
                <ul className="sw-facet__l2">
                  {kids.map((k) => (
                    <li key={k.id}>
                      <RefinementLink facet={facet} r={k} navigate={navigate} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface AvailabilityProps {
  options: AvailabilityOption[];
  store: SelectedStoreInfo | null;
  mobile: boolean;
  m: Messages;
  titled?: boolean;
  onOption: (o: AvailabilityOption) => void;
  onSelectStore: () => void;
  onInfo: () => void;
}

/** 'Ship Item' and 'Store Pickup' ('Store Availability' on mobile) with counts, the store, the pickup info. */
export function AvailabilityFacet({ options, store, mobile, m, titled = true, onOption, onSelectStore, onInfo }: AvailabilityProps): ReactNode {
  const id = useId();
  const pickup = options.find((o) => o.kind === 'pickup')!;
  return (
    <section className="sw-facet" aria-labelledby={titled ? id : undefined} aria-label={titled ? undefined : m.availability}>
      {titled && (
        <h2 className="sw-facet__title" id={id}>
          {m.availability}
        </h2>
      )}
      <ul className="sw-facet__list">
        {options.map((o) => (
          <li key={o.kind} className="sw-facet__row">
            <button type="button" className="sw-ref sw-ref--option" aria-pressed={o.selected} onClick={() => onOption(o)}>
              <span className="sw-ref__box" aria-hidden="true" />
              <span>
                {o.kind === 'ship' ? m.shipItem : mobile ? m.storeAvailability : m.storePickup}
                <Count n={o.count} />
              </span>
            </button>
            {o.kind === 'pickup' && (
              <button type="button" className="sw-facet__info" aria-label={m.pickupInfo} onClick={onInfo}>
                <span aria-hidden="true">i</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="sw-facet__store">
        {store ? (
          <button type="button" className="sw-linkish" aria-label={fill(m.changeStore, { store: `${store.city}, ${store.state}` })} onClick={onSelectStore}>
            {store.city}, {store.state}
          </button>
        ) : (
          <button type="button" className="sw-linkish" onClick={onSelectStore}>
            {m.selectStore}
          </button>
        )}
      </p>
      {/* Whether or not a store is chosen (spec sections 2 and 8: a count of 0 shows it). */}
      {pickup.count === 0 && (
        <p className="sw-facet__note" role="status">
          {m.noPickup}
        </p>
      )}
    </section>
  );
}

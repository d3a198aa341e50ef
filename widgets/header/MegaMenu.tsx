/**
 * The desktop mega menu: one dropdown per group of the current tab (disclosure buttons). Keyboard:
 * Left/Right/Home/End move between the top items; Down (or Enter/Space) opens a dropdown, Down/Up walk
 * its links, Escape closes it and returns focus to its button; Tab out closes it. A dropdown's links are
 * rendered only while it is open.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LinkInfo, NavTabInfo } from './content';
import { groupColumns, moveIndex } from './menuModel';
import { linkHref } from '../../src/platform';

export function MegaMenu({ tab, contracted, label }: { tab: NavTabInfo; contracted: LinkInfo | null; label: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const topRefs = useRef<(HTMLElement | null)[]>([]);
  const panelRefs = useRef<Map<string, HTMLDivElement>>(new Map());
  const focusFirst = useRef<string | null>(null);

  const topCount = tab.groups.length + (contracted ? 1 : 0);

  useEffect(() => {
    if (!openId) return;
    if (focusFirst.current === openId) {
      focusFirst.current = null;
      panelRefs.current.get(openId)?.querySelector('a')?.focus();
    }
    const onPointer = (e: PointerEvent) => {
      if (navRef.current && !e.composedPath().includes(navRef.current)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [openId]);

  const onTopKey = (e: KeyboardEvent, index: number, groupId: string | null) => {
    const next = moveIndex(index, e.key, topCount, 'horizontal');
    if (next !== null) {
      e.preventDefault();
      setOpenId(null);
      topRefs.current[next]?.focus();
      return;
    }
    if (groupId && e.key === 'ArrowDown') {
      e.preventDefault();
      focusFirst.current = groupId;
      if (openId === groupId) panelRefs.current.get(groupId)?.querySelector('a')?.focus();
      else setOpenId(groupId);
    } else if (e.key === 'Escape' && openId) {
      e.preventDefault();
      setOpenId(null);
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>, index: number) => {
    const links = [...e.currentTarget.querySelectorAll('a')];
    const at = links.indexOf(e.target as HTMLAnchorElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setOpenId(null);
      topRefs.current[index]?.focus();
      return;
    }
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      const next = moveIndex(index, e.key, topCount, 'horizontal')!;
      setOpenId(null);
      topRefs.current[next]?.focus();
      return;
    }
    const next = moveIndex(Math.max(0, at), e.key, links.length, 'vertical');
    if (next !== null) {
      e.preventDefault();
      links[next]?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      className="sw-hdr__menu"
      aria-label={label}
      onBlur={(e) => {
        if (openId && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenId(null);
      }}
    >
      <ul className="sw-hdr__menu-list">
        {tab.groups.map((g, i) => {
          const open = openId === g.id;
          const panelId = `sw-hdr-panel-${g.id}`;
          // A closed dropdown's links are not rendered: most of the header's nodes, built (and styled,
          // and laid out) on every page for menus most visitors never open; on phones never shown at all.
          const columns = open ? groupColumns(g, tab) : [];
          return (
            <li key={g.id} className="sw-hdr__menu-item">
              <button
                ref={(el) => {
                  topRefs.current[i] = el;
                }}
                type="button"
                className="sw-hdr__menu-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : g.id)}
                onKeyDown={(e) => onTopKey(e, i, g.id)}
              >
                {g.displayName}
              </button>
              <div
                id={panelId}
                ref={(el) => {
                  if (el) panelRefs.current.set(g.id, el);
                  else panelRefs.current.delete(g.id);
                }}
                className="sw-hdr__menu-panel"
                hidden={!open}
                onKeyDown={(e) => onPanelKey(e, i)}
              >
                {columns.map((col) => (
                  <ul key={col.key} className="sw-hdr__menu-col">
                    {col.links.map((l) => (
                      <li key={l.url + l.label}>
                        <a href={linkHref(l.url)} className={l.heading ? 'sw-hdr__menu-heading' : undefined}>
                          {l.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ))}
                {open && g.imageTextLinks.length ? (
                  <ul className="sw-hdr__menu-col sw-hdr__menu-col--promo">
                    {g.imageTextLinks.map((t) =>
                      t.linkType === 'image' && t.imageLink ? (
                        <li key={t.id}>
                          <a href={linkHref(t.imageLink)}>
                            {t.imageURL ? <img src={t.imageURL} alt="" width={160} height={90} loading="lazy" /> : null}
                            <span>{t.imageBottomText || t.imageAltText || g.displayName}</span>
                          </a>
                        </li>
                      ) : t.textLink ? (
                        <li key={t.id}>
                          <a href={linkHref(t.textLink)}>{t.textLinkLabel || t.textLink}</a>
                        </li>
                      ) : null,
                    )}
                  </ul>
                ) : null}
              </div>
            </li>
          );
        })}
        {contracted ? (
          <li className="sw-hdr__menu-item">
            <a
              ref={(el) => {
                topRefs.current[tab.groups.length] = el;
              }}
              className="sw-hdr__menu-button sw-hdr__menu-contracted"
              href={linkHref(contracted.url)}
              onKeyDown={(e) => onTopKey(e, tab.groups.length, null)}
            >
              {contracted.label}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

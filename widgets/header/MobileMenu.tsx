/**
 * The mobile menu: a hamburger button opens a slide-in panel (a modal dialog: focus is kept inside,
 * Escape closes, focus returns to the button) with three levels -- tabs, a tab's groups, a group's
 * items -- each deeper level starting with a 'Shop All' entry and a back button.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { Dialog } from '../../src/ui';
import { mobileLevel, mobileMenuReducer, type MenuView } from './menuModel';
import { fill, type HeaderMessages } from './messages';

export function MobileMenu({ view, m }: { view: MenuView; m: HeaderMessages }) {
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(mobileMenuReducer, { level: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const level = mobileLevel(state, view);

  // After moving between levels, focus goes to the new level's heading so a screen reader hears where it is.
  useEffect(() => {
    if (moved.current) {
      moved.current = false;
      headingRef.current?.focus();
    }
  }, [state]);

  const go = (action: Parameters<typeof mobileMenuReducer>[1]) => {
    moved.current = true;
    dispatch(action);
  };

  return (
    <div className="sw-hdr__mobile">
      <button
        type="button"
        className="sw-hdr__action sw-hdr__hamburger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dispatch({ type: 'reset' });
          setOpen(true);
        }}
      >
        <svg className="sw-hdr__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="sw-hdr__action-label">{m.menu}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.menu} closeLabel={m.closeMenu} className="sw-dialog--drawer">
        <nav aria-label={m.mainNav} className="sw-hdr__drawer">
          <div key={`${state.level}-${'tabId' in state ? state.tabId : ''}-${'groupId' in state ? state.groupId : ''}`} className="sw-hdr__drawer-level">
            {level.back ? (
              <button type="button" className="sw-hdr__drawer-back" onClick={() => go({ type: 'back' })}>
                <span aria-hidden="true">‹ </span>
                {fill(m.backTo, { name: level.back })}
              </button>
            ) : null}
            <h3 ref={headingRef} tabIndex={-1} className="sw-hdr__drawer-title">
              {level.title}
            </h3>
            <ul className="sw-hdr__drawer-list">
              {level.entries.map((e) => (
                <li key={e.kind + e.label}>
                  {e.kind === 'link' ? (
                    <a href={e.url} className={e.shopAll ? 'sw-hdr__drawer-shopall' : undefined}>
                      {e.label}
                    </a>
                  ) : (
                    <button type="button" className="sw-hdr__drawer-next" onClick={() => go(e.kind === 'tab' ? { type: 'openTab', tabId: e.tabId } : { type: 'openGroup', groupId: e.groupId })}>
                      {e.label}
                      <span aria-hidden="true"> ›</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </Dialog>
    </div>
  );
}

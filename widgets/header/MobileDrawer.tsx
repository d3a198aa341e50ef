/**
 * The mobile menu's slide-in panel, in the lazy chunk HeaderExtras (fetched when the hamburger is first focused or pressed):
 * a modal dialog (focus kept inside, Escape closes, focus returns to the button) with three levels -- tabs,
 * a tab's groups, a group's items -- each deeper level starting with a 'Shop All' entry and a back button.
 * It imports no module of the bar (messages come in as props), so no chunk is shared with it.
 */
import { fill, Dialog, usePageClass, linkHref } from '../../src/runtime';
import { useEffect, useReducer, useRef } from 'react';
import type { MenuView } from './menuModel';
import type { HeaderMessages } from './messages';
import { mobileLevel, mobileMenuReducer } from './mobileMenuModel';

export function MobileDrawer({ view, m, onClose }: { view: MenuView; m: HeaderMessages; onClose: () => void }) {
  // Mounted on each opening, so every opening starts at the first level.
  const [state, dispatch] = useReducer(mobileMenuReducer, { level: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const level = mobileLevel(state, view);
  // The page-level marker of the open menu (spec section 4, 'the pusher and nav classes'): the host page's CSS
  // can push or dim its own content while the menu is open. Mounted on each opening, gone on closing.
  usePageClass('sw-nav-open', true);

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
    <Dialog open onClose={onClose} title={m.menu} closeLabel={m.closeMenu} className="sw-dialog--drawer">
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
                  <a href={linkHref(e.url)} className={e.shopAll ? 'sw-hdr__drawer-shopall' : undefined}>
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
  );
}

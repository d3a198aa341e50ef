/**
 * The mobile menu's hamburger button. Its slide-in panel (MobileDrawer.tsx) is in the lazy chunk HeaderExtras: fetched when
 * the button is focused or pressed, shown once it has arrived.
 */
import { useState } from 'react';
import { lazyChunk } from '../../src/mount';
import type { MenuView } from './menuModel';
import type { HeaderMessages } from './messages';

const MobileDrawer = lazyChunk(() => import('./HeaderExtras'), 'MobileDrawer', { fallback: false });

export function MobileMenu({ view, m }: { view: MenuView; m: HeaderMessages }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="sw-hdr__mobile">
      <button type="button" className="sw-hdr__action sw-hdr__hamburger" aria-haspopup="dialog" aria-expanded={open} onFocus={() => void MobileDrawer.preload()} onClick={() => setOpen(true)}>
        <svg className="sw-hdr__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="sw-hdr__action-label">{m.menu}</span>
      </button>
      {open ? <MobileDrawer view={view} m={m} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

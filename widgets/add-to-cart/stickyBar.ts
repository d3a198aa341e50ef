import { useSyncExternalStore } from 'react';
import { stickyVisible } from './rules';

/**
 * Whether the sticky bar shows (phones: past half the window height, not within 100 px of the page end). Read
 * when an island subscribes and once a frame while the page scrolls or resizes, not at every render.
 */
let stickyShown = false;
const readSticky = () => {
  stickyShown = stickyVisible({ width: window.innerWidth, scrollY: window.scrollY, innerHeight: window.innerHeight, scrollHeight: document.documentElement.scrollHeight });
};
const stickyNow = (): boolean => stickyShown;

function subscribeScroll(changed: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        readSticky();
        changed();
      });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  readSticky();
  changed();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}

/** Whether the sticky bar shows now (false on the server). */
export const useStickyBar = (): boolean => useSyncExternalStore(subscribeScroll, stickyNow, () => false);

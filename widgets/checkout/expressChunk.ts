import { lazyChunk } from '../../src/mount';

/**
 * The wallets' buttons, a lazy chunk; `ExpressWallets.preload()` loads them (false when it cannot: the section then
 * offers a retry). The checkout's first read waits for it where express checkout shows (calls.ts), and the view
 * renders it (Express.tsx): a module of its own, so that the calls never import a view.
 */
export const ExpressWallets = lazyChunk(() => import('./ExpressWallets'), 'ExpressWallets');

/**
 * The header's lazy chunk: the parts most visitors never open, fetched on first use -- the mobile slide-in
 * menu (MobileDrawer), the account-deleted and government-user notices and the eyebrow's details dialog
 * (SiteDialogs). One chunk, not one per part; its parts import the shared runtime from src/runtime.ts, so
 * esbuild does not split the runtime's chunks (see there).
 */
export { MobileDrawer } from './MobileDrawer';
export { DetailsDialog, GsaNoticeDialog, ProfileDeletedDialog } from './SiteDialogs';

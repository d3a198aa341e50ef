/**
 * The header's lazy chunk: the parts most visitors never open, fetched on first use -- the mobile slide-in
 * menu (MobileDrawer), the account-deleted and government-user notices and the eyebrow's details dialog
 * (SiteDialogs). One chunk, not one per part: each lazy entry that reaches only some of a shared runtime
 * chunk's modules makes esbuild split that chunk (more bytes on every page), and together these parts reach
 * the whole of the UI chunk (src/ui, src/config) and nothing of the others (src/api, src/stores, src/site: the
 * bar hands in what they need). `npm test` checks the shared budget, so a split shows up there.
 */
export { MobileDrawer } from './MobileDrawer';
export { DetailsDialog, GsaNoticeDialog, ProfileDeletedDialog } from './SiteDialogs';

/**
 * The header's dialogs, in its lazy chunk (HeaderExtras.tsx, fetched when one opens): the account-deleted notice
 * (`?profile-deleted=true`; closing it removes the flag from the address bar without a reload), the
 * government-user notice (Continue goes to checkout, the cart or home depending on the current path), and
 * an eyebrow message's content page ("See details"; pages are cached). They render and hand their address
 * changes and the content page's load to the bar's models.
 */
import { useMemo, useState } from 'react';
import { messagesFor, Button, Dialog, Spinner, type ApiResult, type SitePaths, linkHref } from '../../src/runtime';
import { findPageText } from './contentPage';
import { gsaNoticeTarget, hasProfileDeletedFlag, withoutProfileDeletedFlag } from './siteRules';

/** The dialogs' text; hosts override it under `header`, like the bar's own (see messages.ts). */
export const SITE_DIALOG_MESSAGES = {
  seeDetails: 'See details',
  detailsUnavailable: 'These details are not available right now.',
  close: 'Close',
  profileDeletedTitle: 'Your Account Has Been Deleted',
  profileDeletedText: 'Your account and its personal information have been deleted. You can keep shopping as a guest at any time.',
  profileDeletedLink: 'Read our Privacy Policy',
  gsaNoticeTitle: 'Government Account',
  gsaNoticeText: 'You are signed in with a government (GSA) account. Contract pricing applies, and rewards and promo codes are not available.',
  gsaNoticeContinue: 'Continue',
};

const useMessages = () => useMemo(() => messagesFor('header', SITE_DIALOG_MESSAGES), []);

/** Rendered when the address may carry the flag (the bar checks cheaply; the rule is here). `onClose` gets the address without the flag (the bar's model puts it in the address bar). */
export function ProfileDeletedDialog({ onClose }: { onClose: (url: string) => void }) {
  const m = useMessages();
  const [open, setOpen] = useState(() => hasProfileDeletedFlag(location.search));
  const close = () => {
    setOpen(false);
    onClose(withoutProfileDeletedFlag(location.href));
  };
  // It opens by itself (from the address), so it waits its turn behind any dialog already up.
  return (
    <Dialog open={open} onClose={close} title={m.profileDeletedTitle} closeLabel={m.close} priority="auto">
      <p>{m.profileDeletedText}</p>
      <p>
        <a href="/about/privacy-policy">{m.profileDeletedLink}</a>
      </p>
      <Button onClick={close}>{m.close}</Button>
    </Dialog>
  );
}

/** Rendered only while open. `onClose` gets where Continue goes (null: this page; the bar's model goes there). */
export function GsaNoticeDialog({ onClose, paths }: { onClose: (to: string | null) => void; paths: SitePaths }) {
  const m = useMessages();
  const go = () => {
    const target = gsaNoticeTarget(location.pathname, paths);
    onClose(target !== location.pathname ? target : null);
  };
  // It opens by itself after a GSA sign-in, so it waits its turn behind any dialog already up.
  return (
    <Dialog open onClose={go} title={m.gsaNoticeTitle} closeLabel={m.close} priority="auto">
      <p>{m.gsaNoticeText}</p>
      <Button onClick={go}>{m.gsaNoticeContinue}</Button>
    </Dialog>
  );
}

/** An eyebrow message's content page, as read ('loading' until the eyebrow's model has it). */
export function DetailsDialog({ path, title, page: read, onClose }: { path: string; title: string; page: ApiResult<unknown> | 'loading'; onClose: () => void }) {
  const m = useMessages();
  const page = read === 'loading' ? read : read.ok ? findPageText(read.data) : null;
  return (
    <Dialog open onClose={onClose} title={page && page !== 'loading' && page.title ? page.title : title} closeLabel={m.close}>
      {page === 'loading' ? (
        <Spinner label={m.seeDetails} />
      ) : page ? (
        page.paragraphs.map((p, i) => <p key={i}>{p}</p>)
      ) : (
        <p>
          {m.detailsUnavailable} <a href={linkHref(path)}>{title}</a>
        </p>
      )}
    </Dialog>
  );
}

/**
 * The header's dialogs, in its lazy chunk (HeaderExtras.tsx, fetched when one opens): the account-deleted notice
 * (`?profile-deleted=true`; closing it removes the flag from the address bar without a reload), the
 * government-user notice (Continue goes to checkout, the cart or home depending on the current path), and
 * an eyebrow message's content page ("See details"; pages are cached).
 */
import { useEffect, useMemo, useState } from 'react';
import { messagesFor } from '../../src/config';
import { Button, Dialog, Spinner } from '../../src/ui';
import { loadContentPage, type ContentPageText } from './contentPage';
import type { SitePaths } from '../../src/site';
import type { ApiResult } from '../../src/api';
import { gsaNoticeTarget, hasProfileDeletedFlag, withoutProfileDeletedFlag } from './siteRules';
import { linkHref } from '../../src/site';

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

/** Rendered when the address may carry the flag (the bar checks cheaply; the rule is here). */
export function ProfileDeletedDialog() {
  const m = useMessages();
  const [open, setOpen] = useState(() => hasProfileDeletedFlag(location.search));
  const close = () => {
    setOpen(false);
    try {
      history.replaceState(history.state, '', withoutProfileDeletedFlag(location.href));
    } catch {
      // an address the history API refuses: the flag just stays
    }
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

/** Rendered only while open. */
export function GsaNoticeDialog({ onClose, paths }: { onClose: () => void; paths: SitePaths }) {
  const m = useMessages();
  const go = () => {
    onClose();
    const target = gsaNoticeTarget(location.pathname, paths);
    if (target !== location.pathname) location.assign(target);
  };
  // It opens by itself after a GSA sign-in, so it waits its turn behind any dialog already up.
  return (
    <Dialog open onClose={go} title={m.gsaNoticeTitle} closeLabel={m.close} priority="auto">
      <p>{m.gsaNoticeText}</p>
      <Button onClick={go}>{m.gsaNoticeContinue}</Button>
    </Dialog>
  );
}

/** An eyebrow message's content page. */
export function DetailsDialog({ path, title, onClose, read }: { path: string; title: string; onClose: () => void; read: (pathKey: string) => Promise<ApiResult<unknown>> }) {
  const m = useMessages();
  const [page, setPage] = useState<ContentPageText | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void loadContentPage(path, read).then((p) => live && setPage(p));
    return () => {
      live = false;
    };
  }, [path, read]);
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

/**
 * Dialogs the header shows on any page: the account-deleted notice (`?profile-deleted=true`; closing it
 * removes the flag from the address bar without a reload) and the government-user notice (Continue goes
 * to checkout, the cart or home depending on the current path).
 */
import { useState } from 'react';
import { Button, Dialog } from '../../src/ui';
import { type HeaderMessages } from './messages';
import { gsaNoticeTarget, hasProfileDeletedFlag, withoutProfileDeletedFlag } from './siteRules';

export function ProfileDeletedDialog({ m }: { m: HeaderMessages }) {
  const [open, setOpen] = useState(() => hasProfileDeletedFlag(location.search));
  const close = () => {
    setOpen(false);
    try {
      history.replaceState(history.state, '', withoutProfileDeletedFlag(location.href));
    } catch {
      // an address the history API refuses: the flag just stays
    }
  };
  return (
    <Dialog open={open} onClose={close} title={m.profileDeletedTitle} closeLabel={m.close}>
      <p>{m.profileDeletedText}</p>
      <p>
        <a href="/about/privacy-policy">{m.profileDeletedLink}</a>
      </p>
      <Button onClick={close}>{m.close}</Button>
    </Dialog>
  );
}

export function GsaNoticeDialog({ open, onClose, m, site }: { open: boolean; onClose: () => void; m: HeaderMessages; site: 'school' | 'furniture' }) {
  const go = () => {
    onClose();
    const target = gsaNoticeTarget(location.pathname, site);
    if (target !== location.pathname) location.assign(target);
  };
  return (
    <Dialog open={open} onClose={go} title={m.gsaNoticeTitle} closeLabel={m.close}>
      <p>{m.gsaNoticeText}</p>
      <Button onClick={go}>{m.gsaNoticeContinue}</Button>
    </Dialog>
  );
}

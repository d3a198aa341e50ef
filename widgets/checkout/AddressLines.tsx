import type { ReactNode } from 'react';
import type { AddressFields } from '../../src/validation/address';
import { formatPhone } from '../../src/validation/phone';

/** One address as lines of text (collapsed summaries, the hint, saved addresses). */
export function AddressLines({ a }: { a: AddressFields }): ReactNode {
  return (
    <span className="sw-checkout__address">
      <span>{`${a.firstName} ${a.lastName}`.trim()}</span>
      {a.companyName && <span>{a.companyName}</span>}
      {a.attention && <span>{a.attention}</span>}
      <span>{[a.address1, a.address2].filter(Boolean).join(', ')}</span>
      <span>{`${a.city}, ${a.state} ${a.postalCode}${a.country !== 'US' ? ' ' + a.country : ''}`}</span>
      {a.phoneNumber && <span>{formatPhone(a.phoneNumber, a.country)}</span>}
    </span>
  );
}

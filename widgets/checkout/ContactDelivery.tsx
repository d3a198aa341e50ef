import { useEffect, useId, useRef, type ReactNode } from 'react';
import { lazyChunk } from '../../src/mount';
import { Button, Checkbox } from '../../src/ui';
import { AddressForm } from './AddressForm';
import type { AddressForm as FormModel } from './address';
import { errorText } from './errors';
import { AddressLines } from './AddressLines';
import { SaveFirstAlert, Section, submits, useSaveFirst, type SectionProps } from './Section';
import { Contact } from './Contact';
import { fill } from './messages';
import { showsGiftFrom } from './delivery';
import type { CheckoutAction } from './state';
import { needsAddress } from './order';
import { RegistryFrom } from './RegistryFrom';

// The address book is only for signed-in shoppers with saved addresses: a lazy chunk of its own (SRI, nonce).
const AddressBook = lazyChunk(() => import('./AddressBook'), 'AddressBook');

/** Contact and delivery: the email (or the signed-in shopper's), and the delivery address. */
export function ContactDelivery(props: SectionProps & { form: FormModel }): ReactNode {
  const { s, dispatch, m } = props;
  const o = s.order!;
  const id = useId();
  const ships = needsAddress(o);
  const useHint = useRef<HTMLButtonElement>(null);
  const { save, asked } = useSaveFirst(s, 'contact');
  // A "did you mean" replaces the Save button the shopper just pressed: focus moves to the suggestion.
  useEffect(() => {
    if (s.hint) useHint.current?.focus();
  }, [s.hint]);

  // Accepting or declining the "did you mean" address submits the section again.
  const submit = (hint: CheckoutAction) => {
    dispatch(hint);
    dispatch({ type: 'deliverySubmitted' });
  };

  const saved = o.savedAddresses;
  const address = o.shipToRegistry ? null : o.shippingAddress;
  const summary = (
    <div className="sw-checkout__summary">
      <p>{o.email}</p>
      {ships && address && <AddressLines a={address} />}
      {ships && o.shipToRegistry && o.registry && <p>{fill(m.registryAddress, { owner: o.registry.ownerName, city: o.registry.city, state: o.registry.state })}</p>}
      {showsGiftFrom(s) && <p>{s.anonymous ? m.anonymous : `${m.giftFromLabel}: ${s.giftFrom}`}</p>}
    </div>
  );

  return (
    <Section id={`${id}-title`} title={m.contactTitle} done={!s.contactOpen} onEdit={() => dispatch({ type: 'contactEdited' })} summary={summary} m={m}>
      <form noValidate onSubmit={submits(dispatch, { type: 'deliverySubmitted' })} aria-labelledby={`${id}-title`}>
        <Contact {...props} />
        {ships ? (
          <fieldset className="sw-checkout__group">
            <legend className="sw-checkout__legend">{m.deliveryTitle}</legend>
            {o.registry && (
              <fieldset className="sw-checkout__choices">
                <legend className="sw-visually-hidden">{m.shipWhere}</legend>
                <label className="sw-checkout__choice">
                  <input type="radio" name={`${id}-where`} checked={s.mode === 'registry'} onChange={() => dispatch({ type: 'modeChosen', mode: 'registry' })} />
                  {fill(m.registryAddress, { owner: o.registry.ownerName, city: o.registry.city, state: o.registry.state })}
                </label>
                <label className="sw-checkout__choice">
                  <input type="radio" name={`${id}-where`} checked={s.mode !== 'registry'} onChange={() => dispatch({ type: 'modeChosen', mode: saved.length ? 'saved' : 'new' })} />
                  {m.otherAddress}
                </label>
              </fieldset>
            )}
            {s.mode === 'registry' && o.registry && <p className="sw-checkout__note">{fill(m.registryGift, { owner: o.registry.ownerName, list: o.registry.listName })}</p>}
            {s.mode === 'saved' && saved.length > 0 && <AddressBook {...props} />}
            {s.mode === 'new' && (
              <>
                {saved.length > 0 && (
                  <Button variant="link" onClick={() => dispatch({ type: 'modeChosen', mode: 'saved' })}>
                    {m.cancelEdit}
                  </Button>
                )}
                <AddressForm {...props} />
                {o.signedIn && <Checkbox label={m.makeDefault} checked={s.makeDefault} onChange={() => dispatch({ type: 'makeDefaultToggled' })} />}
              </>
            )}
            {s.errors.savedId && (
              <p className="sw-field__error" role="alert">
                {errorText(m, 'savedId', s.errors.savedId, 'US')}
              </p>
            )}
          </fieldset>
        ) : (
          <p className="sw-checkout__note">{m.emailOnly}</p>
        )}
        {showsGiftFrom(s) && <RegistryFrom {...props} />}
        {s.hint && (
          <div className="sw-checkout__hint" role="group" aria-labelledby={`${id}-hint`}>
            <h3 id={`${id}-hint`} className="sw-checkout__subtitle">
              {m.hintTitle}
            </h3>
            <p>{m.hintText}</p>
            <AddressLines a={{ ...s.address, ...s.hint, firstName: s.address.firstName, lastName: s.address.lastName, phoneNumber: s.address.phoneNumber }} />
            <div className="sw-checkout__actions">
              <Button ref={useHint} onClick={() => submit({ type: 'hintAccepted' })} busy={s.busy === 'delivery'}>
                {m.useHint}
              </Button>
              <Button variant="secondary" onClick={() => submit({ type: 'hintDeclined' })}>
                {m.keepMine}
              </Button>
            </div>
          </div>
        )}
        {s.notice && (
          <p className="sw-alert sw-alert--error" role="alert">
            {s.notice}
          </p>
        )}
        {Object.keys(s.errors).length > 0 && !s.notice && (
          <p className="sw-visually-hidden" role="alert">
            {m.fixErrors}
          </p>
        )}
        {asked && <SaveFirstAlert id={`${id}-save-first`} title={m.contactTitle} m={m} />}
        {!s.hint && (
          <div className="sw-checkout__actions">
            <Button ref={save} type="submit" busy={s.busy === 'delivery'} aria-describedby={asked ? `${id}-save-first` : undefined}>
              {m.saveContinue}
            </Button>
          </div>
        )}
      </form>
    </Section>
  );
}

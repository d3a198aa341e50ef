import { useId, type ReactNode } from 'react';
import { Button, TextField } from '../../src/ui';
import { ADDRESS_LIMITS } from '../../src/validation/address';
import { displayPhone, formatPhone } from '../../src/validation/phone';
import { errorText } from './errors';
import { SaveFirstAlert, Section, submits, useSaveFirst, type SectionProps } from './Section';

/**
 * Store pickup: the pickup store, and who picks the order up (first and last name up to 40, a US/CA phone)
 * when the order is pickup-only, no extra payment is required and the name or phone is missing.
 */
export function StorePickup({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const st = o.pickupStore!;
  const id = useId();
  const { save, asked } = useSaveFirst(s, 'pickup');
  const info = o.pickupInfo;

  const store = (
    <div className="sw-checkout__store">
      <p>
        {m.pickupAt} <strong>{st.name}</strong>
      </p>
      <p>{`${st.address1}, ${st.city}, ${st.state} ${st.postalCode}`}</p>
      {st.phoneNumber && <p>{displayPhone(st.phoneNumber)}</p>}
      {st.hours.length > 0 && (
        <p>
          {m.pickupHours}: {st.hours.join('; ')}
        </p>
      )}
    </div>
  );
  const person = info?.firstName ? (
    <p>
      {m.pickupPerson}: {`${info.firstName} ${info.lastName}`}, {formatPhone(info.phoneNumber, 'US')}
    </p>
  ) : null;

  const field = (name: 'firstName' | 'lastName' | 'phoneNumber', label: string, extra: Record<string, unknown>) => (
    <TextField
      label={label}
      required
      value={name === 'phoneNumber' ? formatPhone(s.pickup.phoneNumber, 'US') : s.pickup[name]}
      error={errorText(m, name, s.pickupErrors[name], 'US', ADDRESS_LIMITS.pickupName)}
      onChange={(e) => dispatch({ type: 'pickupTyped', field: name, value: e.target.value })}
      {...extra}
    />
  );

  return (
    <Section
      id={`${id}-title`}
      title={m.pickupTitle}
      done={!s.pickupOpen}
      onEdit={info?.firstName ? () => dispatch({ type: 'pickupEdited' }) : undefined}
      summary={
        <>
          {store}
          {person}
        </>
      }
      m={m}
    >
      {store}
      <form noValidate onSubmit={submits(dispatch, { type: 'pickupSubmitted' })} aria-labelledby={`${id}-info`}>
        <fieldset className="sw-checkout__group">
          <legend id={`${id}-info`} className="sw-checkout__legend">
            {m.pickupInfoTitle}
          </legend>
          <div className="sw-checkout__row">
            {field('firstName', m.firstName, { autoComplete: 'given-name', maxLength: ADDRESS_LIMITS.pickupName })}
            {field('lastName', m.lastName, { autoComplete: 'family-name', maxLength: ADDRESS_LIMITS.pickupName })}
          </div>
          {field('phoneNumber', m.phone, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' })}
        </fieldset>
        {s.pickupNotice && (
          <p className="sw-alert sw-alert--error" role="alert">
            {s.pickupNotice}
          </p>
        )}
        {asked && <SaveFirstAlert id={`${id}-save-first`} title={m.pickupTitle} m={m} />}
        <div className="sw-checkout__actions">
          <Button ref={save} type="submit" busy={s.busy === 'pickup'} aria-describedby={asked ? `${id}-save-first` : undefined}>
            {m.pickupSave}
          </Button>
        </div>
      </form>
    </Section>
  );
}

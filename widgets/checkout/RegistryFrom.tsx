import type { ReactNode } from 'react';
import { Checkbox, TextField } from '../../src/ui';
import { ADDRESS_LIMITS } from '../../src/validation/address';
import { errorText } from './errors';
import type { SectionProps } from './Section';

/** Registry and list buyers: how their name appears to the recipient (from-name, or anonymous). */
export function RegistryFrom({ s, dispatch, m }: SectionProps): ReactNode {
  return (
    <fieldset className="sw-checkout__group sw-checkout__gift">
      <legend className="sw-checkout__legend">{m.giftFromTitle}</legend>
      <TextField
        label={m.giftFromLabel}
        autoComplete="name"
        maxLength={ADDRESS_LIMITS.giftFrom}
        value={s.giftFrom}
        disabled={s.anonymous}
        required={!s.anonymous}
        error={errorText(m, 'giftFrom', s.errors.giftFrom, 'US')}
        onChange={(e) => dispatch({ type: 'giftFromTyped', value: e.target.value })}
      />
      <Checkbox label={m.anonymous} checked={s.anonymous} onChange={() => dispatch({ type: 'anonymousToggled' })} />
    </fieldset>
  );
}

/**
 * A signed-in shopper's saved addresses (a lazy chunk: guests never load it): sorted by last name, then
 * first name; choose one, edit one, add a new one, or make the chosen one the default.
 */
import { useId, type ReactNode } from 'react';
import { Button, Checkbox } from '../../src/runtime';
import { sortAddresses } from '../../src/validation/address';
import type { SectionProps } from './Section';
import { AddressLines } from './AddressLines';
import { fill } from './messages';

export function AddressBook({ s, dispatch, m }: SectionProps): ReactNode {
  const id = useId();
  const list = sortAddresses(s.order!.savedAddresses);
  const chosen = list.find((a) => a.id === s.savedId);
  return (
    <div className="sw-checkout__book">
      <fieldset className="sw-checkout__choices">
        <legend className="sw-checkout__subtitle">{m.savedTitle}</legend>
        <ul className="sw-checkout__book-list">
          {list.map((a) => {
            const name = `${a.firstName} ${a.lastName}`;
            return (
              <li key={a.id} className={'sw-checkout__book-item' + (a.id === s.savedId ? ' sw-checkout__book-item--chosen' : '')}>
                <label className="sw-checkout__choice">
                  <input type="radio" name={`${id}-saved`} value={a.id} checked={a.id === s.savedId} onChange={() => dispatch({ type: 'savedChosen', id: a.id })} aria-describedby={`${id}-${a.id}`} />
                  <span>
                    {name}
                    {a.isDefault && <span className="sw-checkout__badge">{m.defaultBadge}</span>}
                  </span>
                </label>
                <span id={`${id}-${a.id}`} className="sw-checkout__book-address">
                  <AddressLines a={{ ...a, firstName: '', lastName: '' }} />
                </span>
                <Button variant="link" aria-label={fill(m.editAddress, { name })} onClick={() => dispatch({ type: 'addressEditStarted', id: a.id })}>
                  {m.edit}
                </Button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {chosen && !chosen.isDefault && <Checkbox label={m.makeDefault} checked={s.makeDefault} onChange={() => dispatch({ type: 'makeDefaultToggled' })} />}
      <Button variant="secondary" onClick={() => dispatch({ type: 'addressEditStarted', id: null })}>
        {m.addAddress}
      </Button>
    </div>
  );
}

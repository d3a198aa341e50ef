import { useId, type ReactNode } from 'react';
import { formatPrice } from '../../src/ui';
import { Section, type SectionProps } from './Section';
import { stepReady, type Order, type ShippingCharge } from './order';

/**
 * The shipping section: the shipping methods once the delivery address is known (the server estimates the
 * charge by zip and method), the chosen one applied at once.
 */
export function ShippingMethod({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();
  const ready = stepReady(o.steps, 'shippingMethod') && o.steps.shippingAddress;
  // The chosen method costs what the summary says; another, what the answer says it would (nothing when it does not).
  const text = (charge: ShippingCharge) => (charge === 0 ? m.free : charge === 'quote to follow' ? m.quote : typeof charge === 'number' ? formatPrice(charge) : m.tbd);
  const shown = (x: Order['shippingMethods'][number]) => (x.id === o.shippingMethod ? text(o.summary.shipping) : x.price === null ? '' : text(x.price));
  return (
    <Section id={`${id}-title`} title={m.shippingTitle} done={false} m={m}>
      {ready && o.shippingMethods.length ? (
        <fieldset className="sw-checkout__choices" aria-busy={s.busy === 'method' || undefined}>
          <legend className="sw-visually-hidden">{m.shippingTitle}</legend>
          {o.shippingMethods.map((x) => (
            <label key={x.id} className="sw-checkout__choice">
              <input
                type="radio"
                name={`${id}-method`}
                value={x.id}
                checked={(s.methodPending ?? o.shippingMethod) === x.id}
                disabled={s.busy === 'method'}
                onChange={() => dispatch({ type: 'methodChosen', id: x.id })}
              />
              <span>
                {x.label}
                {shown(x) && <strong className="sw-checkout__method-charge">{shown(x)}</strong>}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="sw-checkout__note">{m.shippingPending}</p>
      )}
      {s.methodError && (
        <p className="sw-alert sw-alert--error" role="alert">
          {s.methodError}
        </p>
      )}
    </Section>
  );
}

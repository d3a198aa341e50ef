import { useId, type ReactNode } from 'react';
import { formatPrice } from '../../src/ui';
import { Section, type SectionProps } from './Section';
import { stepReady } from './order';

/**
 * The shipping section: the shipping methods once the delivery address is known (the server estimates the
 * charge by zip and method), the chosen one applied at once.
 */
export function ShippingMethod({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();
  const ready = stepReady(o.steps, 'shippingMethod') && o.steps.shippingAddress;
  const charge = o.summary.shipping;
  const shown = (methodId: string) =>
    methodId !== o.shippingMethod ? '' : charge === 0 ? m.free : charge === 'quote to follow' ? m.quote : typeof charge === 'number' ? formatPrice(charge) : m.tbd;
  return (
    <Section id={`${id}-title`} title={m.shippingTitle} done={false} m={m}>
      {ready && o.shippingMethods.length ? (
        <fieldset className="sw-checkout__choices" aria-busy={s.busy === 'method' || undefined}>
          <legend className="sw-visually-hidden">{m.shippingTitle}</legend>
          {o.shippingMethods.map((x) => (
            <label key={x.id} className="sw-checkout__choice">
              <input type="radio" name={`${id}-method`} value={x.id} checked={(s.methodPending ?? o.shippingMethod) === x.id} disabled={s.busy === 'method'} onChange={() => dispatch({ type: 'methodChosen', id: x.id })} />
              <span>
                {x.label}
                {shown(x.id) && <strong className="sw-checkout__method-charge">{shown(x.id)}</strong>}
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

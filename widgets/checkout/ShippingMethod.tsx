import { useId, type ReactNode } from 'react';
import { formatPrice } from '../../src/ui';
import { Section, type SectionProps } from './Checkout';
import { stepReady } from './order';

/** The shipping section: the order's shipping method and its charge, once the delivery address is known. */
export function ShippingMethod({ s, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();
  const ready = stepReady(o.steps, 'shippingMethod') && o.steps.shippingAddress;
  const method = o.shippingMethods.find((x) => x.id === o.shippingMethod);
  const charge = o.summary.shipping;
  return (
    <Section id={`${id}-title`} title={m.shippingTitle} done={false} m={m}>
      {ready ? (
        <p>
          {method?.label ?? o.shippingMethod}: {charge === 0 ? m.free : charge === 'tbd' ? m.tbd : charge === 'quote to follow' ? m.quote : charge === null ? m.tbd : formatPrice(charge)}
        </p>
      ) : (
        <p className="sw-checkout__note">{m.shippingPending}</p>
      )}
    </Section>
  );
}

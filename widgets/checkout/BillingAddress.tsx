import type { Dispatch, ReactNode } from 'react';
import { Checkbox } from '../../src/ui';
import { AddressForm } from './AddressForm';
import type { AddressForm as FormModel } from './address';
import { AddressLines } from './AddressLines';
import type { CheckoutMessages } from './messages';
import type { CheckoutAction, CheckoutState } from './state';
import { billableDelivery, type PaymentAction, type PaymentState } from './paymentState';
import type { PaymentFieldMessages } from './paymentFieldMessages';

/** What the payment section's parts receive: part 1's state (the order), the payment slice and the text. */
export interface PaymentProps {
  s: CheckoutState;
  p: PaymentState;
  pd: Dispatch<PaymentAction>;
  m: CheckoutMessages;
  pm: PaymentFieldMessages;
  /** The billing address form's model (the checkout holds it: useAddressForm). */
  form: FormModel;
}

/** What the checkout hands the payment section (its text is read inside the chunk), and part 1's dispatch. */
export type PaymentSectionProps = Omit<PaymentProps, 'pm'> & { dispatch: Dispatch<CheckoutAction> };

/**
 * The billing address: the delivery address used as billing, or part 1's address form with its rules, fed
 * from the payment state (billing errors stay apart from the card's).
 */
export function BillingAddress({ s, p, pd, m, pm, form }: PaymentProps): ReactNode {
  const o = s.order!;
  const delivery = billableDelivery(o);
  // Part 1's form speaks part 1's actions: they are turned into the billing ones here.
  const dispatch = (a: CheckoutAction) => {
    if (a.type === 'fieldTyped') pd({ type: 'billingTyped', field: a.field, value: a.value });
    else if (a.type === 'suggestionChosen') pd({ type: 'billingSuggestion', address: a.address });
  };
  return (
    <fieldset className="sw-checkout__group">
      <legend className="sw-checkout__legend">{pm.billingTitle}</legend>
      {delivery && <Checkbox label={pm.sameAsDelivery} checked={p.useDelivery} disabled={p.submitting} onChange={() => pd({ type: 'useDeliveryToggled' })} />}
      {delivery && p.useDelivery ? <AddressLines a={delivery} /> : <AddressForm s={{ ...s, address: p.billing, errors: p.billingErrors }} dispatch={dispatch} m={m} billing form={form} />}
    </fieldset>
  );
}

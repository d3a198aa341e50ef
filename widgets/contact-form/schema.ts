import { defaulted, optional, type, type Infer } from 'superstruct';
import { booleanProp, stringProp } from '../../src/mount/props';

const text = optional(stringProp());

/**
 * The form content (storefront spec section 3, "Form content config") as marker props, plus the trigger's
 * text and the content page to read the content from (`pathKey`, through the web contents call) when the
 * marker does not carry it.
 */
export const ContactFormProps = type({
  formTitle: text,
  copyText: text,
  submitBtnText: text,
  apiURL: text,
  formId: text,
  submitAction: text,
  isPardotForm: optional(booleanProp()),
  modalSuccessTitle: text,
  modalSuccessMessage: text,
  errorMessage: text,
  enabled: defaulted(booleanProp(), true),
  triggerText: text,
  pathKey: text,
});

export type ContactFormPropsType = Infer<typeof ContactFormProps>;

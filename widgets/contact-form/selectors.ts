/** What the contact form shows, from its state, the marker's props and the form content. */
import type { ContactFormMessages } from './messages';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactState, type FormContent } from './model';
import type { ContactFormPropsType } from './schema';

export type TextKey = 'formTitle' | 'copyText' | 'submitBtnText' | 'modalSuccessTitle' | 'modalErrorTitle' | 'modalSuccessMessage' | 'errorMessage' | 'triggerText';

export interface ContactFormSettings {
  /** A text of the form: the props', else the content's, else the messages' default. */
  text: (key: TextKey) => string;
  /** Both the props and the content leave the form on. */
  enabled: boolean;
  /** Where a submit goes: the apiURL and formId of the props or the content (props win). */
  url: string;
  formId: string;
}

export function contactFormSettings(props: ContactFormPropsType, content: FormContent | null, m: ContactFormMessages): ContactFormSettings {
  // The marker's props win over the content call's; either may leave a text out (then the default applies).
  const cfg: Record<string, unknown> = { ...content };
  for (const [k, v] of Object.entries(props)) if (v !== undefined && k !== 'enabled') cfg[k] = v;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    text: (k) => str(cfg[k]) || m[k],
    enabled: props.enabled && content?.enabled !== false && content?.enabled !== 'false',
    url: str(cfg.apiURL),
    formId: str(cfg.formId),
  };
}

/** The first field with a problem (it takes the focus after a submit). */
export const firstFix = (s: ContactState): ContactField | undefined => CONTACT_FIELDS.find((f) => s.errors[f]);

/** How many characters the message may still take. */
export const charactersLeft = (s: ContactState): number => CONTACT_LIMITS.message - s.values.message.length;

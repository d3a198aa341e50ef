import { defaulted, type, type Infer } from 'superstruct';
import { booleanProp, stringProp } from '../../src/mount/props';

/**
 * The marker's props: `data-sign-up` (default true: the email sign-up shows, in the page's own sign-up part or
 * as a footer-sign-up marker of the footer's), `data-sign-up-source` (the source that marker reports, default footer).
 */
export const FooterProps = type({
  signUp: defaulted(booleanProp(), true),
  signUpSource: defaulted(stringProp(), 'footer'),
});

export type FooterPropsType = Infer<typeof FooterProps>;

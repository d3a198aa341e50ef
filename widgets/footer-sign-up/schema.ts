import { defaulted, optional, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/** The marker's props: `data-source` (reported with the sign-up), optional `data-copy-text`. */
export const FooterSignUpProps = type({
  source: defaulted(stringProp(), 'footer'),
  copyText: optional(stringProp()),
});

export type FooterSignUpPropsType = Infer<typeof FooterSignUpProps>;

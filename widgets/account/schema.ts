/** The account widget's props: which view to open (the aliases `sign-in`... set it) and the government variant. */
import { defaulted, optional, type, type Infer } from 'superstruct';
import { booleanProp, enumProp } from '../../src/mount/props';

export const ACCOUNT_VIEWS = ['sign-in', 'create-account', 'forgot-password', 'sign-out'] as const;
export type AccountViewName = (typeof ACCOUNT_VIEWS)[number];

export const AccountProps = type({
  view: defaulted(enumProp(ACCOUNT_VIEWS), 'sign-in'),
  /** Create account as a government (contracted) user. */
  contracted: optional(booleanProp()),
});
export type AccountProps = Infer<typeof AccountProps>;

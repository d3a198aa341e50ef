/** What the account calls answer, validated where it enters (calls.ts). */
import { boolean, number, optional, string, type, unknown, type Infer } from 'superstruct';

const TokenAnswer = type({ access_token: string(), refresh_token: string(), expires_in: number() });

/** What login and both registrations answer: the new session info, with the token inside. */
export const SignedInAnswer = type({
  profileId: optional(string()),
  sessionInfo: type({
    profile: type({ id: string(), firstName: optional(string()), loginStatus: string(), securityStatus: optional(number()), gsaUser: optional(boolean()) }),
    token: optional(TokenAnswer),
  }),
});
export type SignedInAnswer = Infer<typeof SignedInAnswer>;

/**
 * What create account answers (storefront spec section 7: "not shown beyond validation errors"): any
 * answer without form errors is a success. Session info with a profile is used when it comes; without
 * it the session info is read afterwards.
 */
export const AccountCreatedAnswer = type({
  profileId: optional(string()),
  sessionInfo: optional(type({ profile: optional(unknown()), token: optional(TokenAnswer) })),
});
export type AccountCreatedAnswer = Infer<typeof AccountCreatedAnswer>;

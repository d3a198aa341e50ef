/**
 * The `account` widget: the sign-in, create-account and forgot-password dialogs, and sign out. Loaded only
 * when first opened: `StorefrontWidgets.open('sign-in')` (or 'create-account', 'forgot-password'), or
 * `open('account', { view: 'sign-in' | 'create-account' | 'forgot-password' | 'sign-out', contracted })`.
 */
import { defineWidget } from '../../src/mount';
import { Account } from './Account';
import { accountCalls } from './calls';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: Account,
  calls: accountCalls,
});

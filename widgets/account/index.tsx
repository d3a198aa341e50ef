/**
 * The `account` widget: the sign-in, create-account and forgot-password dialogs, and sign out. Loaded only
 * when first opened: `StorefrontWidgets.open('sign-in')` (or 'create-account', 'forgot-password'), or
 * `open('account', { view: 'sign-in' | 'create-account' | 'forgot-password' | 'sign-out', contracted })`.
 */
import { defineWidget } from '../../src/mount';
import { Account } from './Account';
import { AccountProps } from './schema';

export const widget = defineWidget({
  name: 'account',
  description: 'Sign in, create account (and the government path), forgot password and sign out; opened by name from any widget or the host page.',
  props: AccountProps,
  Component: Account,
  defaultLoad: 'interaction',
  openable: true,
  aliases: { 'sign-in': { view: 'sign-in' }, 'create-account': { view: 'create-account' }, 'forgot-password': { view: 'forgot-password' } },
});

/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { AccountProps } from './schema';

export const meta = defineMeta({
  name: 'account',
  description: 'Sign in, create account (and the government path), forgot password and sign out; opened by name from any widget or the host page.',
  props: AccountProps,
  defaultLoad: 'interaction',
  openable: true,
  aliases: { 'sign-in': { view: 'sign-in' }, 'create-account': { view: 'create-account' }, 'forgot-password': { view: 'forgot-password' } },
});

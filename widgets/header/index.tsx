/** The `header` widget: the store's header bar, account flyout and site dialogs (sign in and the other account dialogs are the `account` widget). */
import { type } from 'superstruct';
import { defineWidget } from '../../src/mount';
import { Header } from './Header';

export const widget = defineWidget({
  name: 'header',
  description: 'The store header: logo, store link, live chat, rewards, account flyout (sign-in opens the account widget), cart count, eyebrow messages and the mega menu.',
  props: type({}),
  Component: Header,
  defaultLoad: 'eager',
  // The server's header stays up until the content and session have arrived: one layout change, not three.
  revealWhenReady: true,
});

/** The `header` widget: the store's header bar, account flyout, auth dialogs and site dialogs. */
import { type } from 'superstruct';
import { defineWidget } from '../../src/mount';
import { Header } from './Header';

export const widget = defineWidget({
  name: 'header',
  description: 'The store header: logo, store link, live chat, rewards, account flyout with sign-in, cart count, eyebrow messages and the mega menu.',
  props: type({}),
  Component: Header,
  defaultLoad: 'eager',
  // The server's header stays up until the content and session have arrived: one layout change, not three.
  revealWhenReady: true,
});

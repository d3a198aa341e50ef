/** The `header` widget: the store's header bar, account flyout and site dialogs (sign in and the other account dialogs are the `account` widget). */
import { defineWidget } from '../../src/mount';
import { headerCalls } from './calls';
import { Header } from './Header';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: Header,
  calls: headerCalls,
  // The server's header stays up until the content and session have arrived: one layout change, not three.
  revealWhenReady: true,
});

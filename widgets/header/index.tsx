/** The `header` widget: the store's header bar, account flyout, auth dialogs and site dialogs. */
import { defineWidget } from '../../src/mount';
import { Header } from './Header';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: Header,
  // The server's header stays up until the content and session have arrived: one layout change, not three.
  revealWhenReady: true,
});

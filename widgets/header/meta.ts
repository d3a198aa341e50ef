/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { HeaderProps } from './schema';

export const meta = defineMeta({
  name: 'header',
  description: 'The store header: logo, store link, live chat, rewards, account flyout (sign-in opens the account widget), cart count, eyebrow messages and the mega menu.',
  props: HeaderProps,
  defaultLoad: 'eager',
});

/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { type } from 'superstruct';
import { defineMeta } from '../../src/mount/meta';

export const meta = defineMeta({
  name: 'header',
  description: 'The store header: logo, store link, live chat, rewards, account flyout with sign-in, cart count, eyebrow messages and the mega menu.',
  props: type({}),
  defaultLoad: 'eager',
});

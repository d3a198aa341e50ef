/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { FooterSignUpProps } from './schema';

export const meta = defineMeta({
  name: 'footer-sign-up',
  description: 'The footer email sign-up: one email field, checked, then signed up.',
  props: FooterSignUpProps,
  defaultLoad: 'visible',
});

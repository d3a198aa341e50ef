import { defineWidget } from '../../src/mount';
import { FooterSignUp } from './FooterSignUp';
import { FooterSignUpProps } from './schema';

export const widget = defineWidget({
  name: 'footer-sign-up',
  description: 'The footer email sign-up: one email field, checked, then signed up.',
  props: FooterSignUpProps,
  Component: FooterSignUp,
  defaultLoad: 'visible',
});

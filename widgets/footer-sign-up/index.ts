import { defineWidget } from '../../src/mount';
import { footerSignUpCalls } from './calls';
import { FooterSignUp } from './FooterSignUp';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: FooterSignUp,
  calls: footerSignUpCalls,
});

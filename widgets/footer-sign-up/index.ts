import { defineWidget } from '../../src/mount';
import { FooterSignUp } from './FooterSignUp';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: FooterSignUp,
});

import { defineWidget } from '../../src/mount';
import { footerCalls } from './calls';
import { Footer } from './Footer';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: Footer,
  calls: footerCalls,
  // The page's own footer shows until the content is in (one swap, no empty frame), and stays if it cannot be read.
  revealWhenReady: true,
});

/** `window.StorefrontWidgets` for our own code (host pages get theirs from dist/storefront-widgets.d.ts). */
import type { LoaderApi } from './contract';

declare global {
  interface Window {
    StorefrontWidgets?: LoaderApi;
  }
}

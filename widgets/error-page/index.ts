import { defineWidget } from '../../src/mount';
import { errorPageCalls } from './calls';
import { ErrorPage } from './ErrorPage';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: ErrorPage,
  calls: errorPageCalls,
});

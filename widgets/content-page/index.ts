import { defineWidget } from '../../src/mount';
import { contentPageCalls } from './calls';
import { ContentPage } from './ContentPage';
import { exposeContentTypes } from './hostApi';
import { meta } from './meta';

exposeContentTypes();

export const widget = defineWidget({
  ...meta,
  Component: ContentPage,
  calls: contentPageCalls,
});

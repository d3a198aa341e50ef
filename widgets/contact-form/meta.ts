/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ContactFormProps } from './schema';

export const meta = defineMeta({
  name: 'contact-form',
  description: 'Contact a Rep / B2B request access: a form dialog sent by JSONP, with success and failure dialogs.',
  props: ContactFormProps,
  defaultLoad: 'visible',
});

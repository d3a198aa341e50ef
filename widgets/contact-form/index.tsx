import { defineWidget } from '../../src/mount';
import { ContactForm } from './ContactForm';
import { ContactFormProps } from './schema';

export const widget = defineWidget({
  name: 'contact-form',
  description: 'Contact a Rep / B2B request access: a form dialog sent by JSONP.',
  props: ContactFormProps,
  Component: ContactForm,
  defaultLoad: 'visible',
});

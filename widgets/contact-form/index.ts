import { defineWidget } from '../../src/mount';
import { contactFormCalls } from './calls';
import { ContactForm } from './ContactForm';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: ContactForm,
  calls: contactFormCalls,
});

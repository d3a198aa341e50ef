/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { FooterProps } from './schema';

export const meta = defineMeta({
  name: 'footer',
  description:
    'The site footer from the header/footer content: link blocks (accordions on phones), app download, social and certification icons, legal links with the privacy opt-out, the copyright line with the current year, the badge and the email sign-up.',
  props: FooterProps,
  defaultLoad: 'visible',
});

/**
 * Content trees of the demo's content-driven pages, as the CMS would answer the web contents call for their
 * path (storefront spec sections 2 and 7): the home page's content band and the Back-to-School landing page.
 * The landing page uses every content type the content-page widget knows, one type it does not know
 * (left out), and one item whose HTML carries a script and an onerror handler (removed by the sanitizer).
 */

/** The landing page built from content items. */
export const LANDING_PATH = '/landing/back-to-school/';

/** A window flag the unsafe item's script and onerror would set; it must stay unset. */
export const UNSAFE_FLAG = '__swContentPwned';

/** A GIF that cannot be decoded, so an onerror handler that survived would run. */
const BROKEN_GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const banner = (name: string, alt: string, href: string) => ({ '@type': 'Banner', imageUrl: `/images/banners/${name}.png`, alt, href, width: 1500, height: 170 });

const CONTACT_ITEM = {
  '@type': 'ContactForm',
  formTitle: 'Contact a Rep',
  copyText: 'Outfitting a whole school? Tell us how to reach you and a representative will contact you within one business day.',
  submitBtnText: 'Send Request',
  apiURL: '/rest/forms/contact-a-rep',
  formId: 'b2b-request-access',
  submitAction: 'isPardotForm',
  isPardotForm: true,
  modalSuccessTitle: 'Thank You!',
  modalSuccessMessage: 'Your request has been sent. A representative will contact you within one business day.',
  errorMessage: 'Sorry, we could not send your request right now. Please try again, or call us at 1-800-778-4456.',
  enabled: true,
};

const landing: Record<string, unknown>[] = [
  { '@type': 'Breadcrumbs', crumbs: [{ label: 'Home', url: '/' }, { label: 'Back to School' }] },
  { '@type': 'PageTitle', title: 'Back to School', rightCopy: ['Free shipping over $79', 'Pickup in 2 hours', 'Teacher rewards'] },
  { '@type': 'EyebrowMessage', messages: [{ text: 'Save 10% on classroom essentials with code SAVE10.', linkText: 'Shop the Sale', href: '/sale/' }] },
  banner('back-to-school', 'Back-to-School Savings: up to 30% off classroom essentials', '/sale/'),
  { '@type': 'Spacer', size: 15 },
  {
    '@type': 'ChicletRow',
    title: 'Shop by Grade',
    contents: [
      { '@type': 'Chiclet', title: 'Preschool', href: '/products/early-learning/', chicletType: 'text', height: '40,44,48,52', fontSize: '14,15,16,18' },
      { '@type': 'Chiclet', title: 'Kindergarten', href: '/products/literacy/', chicletType: 'text', height: '40,44,48,52', fontSize: '14,15,16,18', defaultColors: '#ffffff,#1b5e20' },
      { '@type': 'Chiclet', title: 'Grades 1-2', href: '/products/math/', chicletType: 'text', height: '40,44,48,52', fontSize: '14,15,16,18', backgroundFlavor: '#8a1c1c', borderRadius: '20px' },
      {
        '@type': 'Chiclet',
        title: 'Science Lab',
        href: '/products/science/',
        chicletType: 'image',
        imageAsset: '/images/categories/science.png',
        height: '120',
        fontSize: '16',
        defaultColors: '#1a1a1a,#eef4fb',
      },
      { '@type': 'Chiclet', title: 'Hidden Grades 3-5', href: '/products/', enabled: false },
      { '@type': 'Chiclet', title: 'Shop Everything for Back to School', href: '/products/', fullWidth: true, height: '44', fontSize: '16', defaultColors: '#1a1a1a,#ffd54f' },
    ],
  },
  {
    '@type': 'Carousel',
    title: 'Featured Collections',
    slides: [
      banner('flexible-seating', 'Flexible seating for every classroom', '/furniture/'),
      banner('literacy-centers', 'Literacy centers: new for this school year', '/products/literacy/'),
      banner('stem-kits', 'STEM kits that make science hands-on', '/products/science/'),
    ],
  },
  {
    '@type': 'ImageRow',
    title: 'Classroom Favorites',
    images: [
      { imageUrl: '/images/categories/art.png', alt: 'Arts and crafts', href: '/products/art/', width: 240, height: 240 },
      { imageUrl: '/images/categories/math.png', alt: 'Math manipulatives', href: '/products/math/', width: 240, height: 240 },
      { imageUrl: '/images/categories/classroom-organization.png', alt: 'Classroom organization', href: '/products/classroom-organization/', width: 240, height: 240 },
      { imageUrl: '/images/categories/social-emotional.png', alt: 'Social-emotional learning', href: '/products/social-emotional/', width: 240, height: 240 },
    ],
  },
  {
    '@type': 'MicroBanner',
    text: 'Free shipping on orders of $79 or more.',
    detailsTitle: 'Free Shipping Details',
    detailsHtml:
      '<p>Orders of $79 or more (after discounts, before tax) ship free by standard ground delivery to addresses in the contiguous United States.</p><p>Furniture, oversized items and expedited delivery are excluded. <a href="/help/shipping-policies/">Read our shipping policies</a>.</p>',
  },
  { '@type': 'Spacer', size: 30 },
  { '@type': 'CategoryTitle', title: 'Get Ready in Store' },
  {
    '@type': 'CTAWrapper',
    ctaBtnText: 'Find a Store Near You',
    displayButton: true,
    checkStore: true,
    ctaBtnPosition: 'center',
    s_objectId: 'bts-find-store',
    contents: [{ '@type': 'RichText', html: '<p>Pick up your order at any Lakeshore store, usually <strong>within 2 hours</strong>, and see our back-to-school displays in person.</p>' }],
    bottomTextHtml: '<p><small>Store pickup is free. Hours vary by store.</small></p>',
  },
  {
    '@type': 'CTAWrapper',
    ctaBtnText: 'Shop All Products',
    displayButton: true,
    ctaBtnPosition: 'left',
    href: '/products/',
    contents: [{ '@type': 'RichText', html: '<p>Thousands of teacher-tested products for every subject and age.</p>' }],
  },
  {
    '@type': 'ViewMore',
    title: 'About Our Back-to-School Event',
    html: '<p>Every summer we gather the materials teachers ask for most: centers for literacy and math, flexible seating, storage that keeps a room calm, and supplies for the first week.</p><p>Each product is tested in real classrooms by our team of former teachers before it reaches the catalog, and our guarantee covers every item for as long as you teach.</p><p>Bring your school ID to any store for free teacher workshops throughout August.</p>',
  },
  // Pasted by an editor from another site: the script and the onerror handler must not run.
  {
    '@type': 'RichText',
    html: `<h2>Teacher Tips</h2><p>Label every bin with a picture and a word, so pre-readers can tidy up on their own.</p><script>window.${UNSAFE_FLAG} = 'script';</script><img src="${BROKEN_GIF}" alt="Labeled storage bins" width="120" height="60" onerror="window.${UNSAFE_FLAG} = 'onerror'">`,
  },
  // Not a type the widget knows: left out.
  { '@type': 'HolidayCountdown', endsAt: '2026-12-24', title: 'Days until winter break' },
  { '@type': 'Recommendations', placement: 'home_page.rr1', title: 'Recommended for Your Classroom', load: 'eager' },
  { '@type': 'SubscribeForm', copyText: 'Get back-to-school deals and classroom ideas by email.', source: 'landing-back-to-school' },
  CONTACT_ITEM,
  {
    '@type': 'SocialIcons',
    links: [
      { name: 'Facebook', href: '/about/follow-us#facebook', imageURL: '/static/images/social-facebook.png' },
      { name: 'Instagram', href: '/about/follow-us#instagram', imageURL: '/static/images/social-instagram.png' },
      { name: 'Pinterest', href: '/about/follow-us#pinterest', imageURL: '/static/images/social-pinterest.png' },
      { name: 'YouTube', href: '/about/follow-us#youtube', imageURL: '/static/images/social-youtube.png' },
    ],
  },
];

/** The home page's content band: an editor's promotions. */
const home: Record<string, unknown>[] = [
  {
    '@type': 'Carousel',
    title: 'This Week at Lakeshore',
    slides: [banner('back-to-school', 'Back-to-School Savings: up to 30% off classroom essentials', LANDING_PATH), banner('flexible-seating', 'Flexible seating for every classroom', '/furniture/')],
  },
  {
    '@type': 'MicroBanner',
    text: 'Teachers earn 3x rewards points through Sunday.',
    detailsTitle: 'Rewards Details',
    detailsHtml: '<p>Members earn three points per dollar on purchases through Sunday at midnight PT. Points post within 48 hours.</p>',
  },
];

/** Banner images the demo draws (1500x170, spec section 9), by name: headline and colour. */
export const BANNERS: Record<string, { headline: string; sub: string; color: string }> = {
  'back-to-school': { headline: 'Back-to-School Savings', sub: 'Up to 30% off classroom essentials', color: '#1b5e9b' },
  'flexible-seating': { headline: 'Flexible Seating', sub: 'Wobble stools, floor cushions and more', color: '#2e7d32' },
  'literacy-centers': { headline: 'Literacy Centers', sub: 'New for this school year', color: '#8e3b8e' },
  'stem-kits': { headline: 'STEM Kits', sub: 'Make science hands-on', color: '#b2441d' },
};

const TREES: Record<string, Record<string, unknown>[]> = { '/': home, [LANDING_PATH]: landing };

/** The content tree of a path (with or without its trailing slash), as the web contents call answers it. */
export function findContentTree(path: string): Record<string, unknown>[] | undefined {
  const p = path.split('?')[0]!;
  return TREES[p] ?? TREES[p.endsWith('/') ? p.slice(0, -1) : p + '/'];
}

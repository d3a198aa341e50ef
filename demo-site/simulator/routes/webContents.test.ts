// @vitest-environment node
// The simulator's web contents answers for pages assembled from content items (the content-page widget).
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';

const WEB_CONTENTS = '/rest/model/ll/content/WebContentActor/webContents';

const ask = async (pathKey: string) => {
  const f = inProcessFetch(createSimulator({ test: true }));
  const r = await f(WEB_CONTENTS, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pathKey, rcs: '' }) });
  return (await r.json()) as { contents: { '@type'?: string; mainContent: Record<string, unknown>[] }[] };
};

describe('web contents: content trees', () => {
  it('the landing page has every content type, one unknown type and one unsafe item, in the CMS slot', async () => {
    const { contents } = await ask('/landing/back-to-school/');
    expect(contents).toHaveLength(1);
    const types = contents[0]!.mainContent.map((i) => i['@type']);
    for (const t of [
      'Breadcrumbs',
      'PageTitle',
      'EyebrowMessage',
      'Banner',
      'Spacer',
      'ChicletRow',
      'Carousel',
      'ImageRow',
      'MicroBanner',
      'CategoryTitle',
      'CTAWrapper',
      'ViewMore',
      'RichText',
      'SocialIcons',
      'ContactForm',
      'SubscribeForm',
      'Recommendations',
      'HolidayCountdown',
    ])
      expect(types, t).toContain(t);
    const html = JSON.stringify(contents);
    expect(html).toContain('<script>');
    expect(html).toContain('onerror=');
  });

  it('answers the path with or without its trailing slash; the home page has a tree too', async () => {
    expect((await ask('/landing/back-to-school')).contents[0]!.mainContent.length).toBeGreaterThan(10);
    expect((await ask('/')).contents[0]!.mainContent.map((i) => i['@type'])).toEqual(['Carousel', 'MicroBanner']);
  });

  it("the header's content pages answer as before", async () => {
    const { contents } = await ask('/help/shipping-policies/');
    expect(JSON.stringify(contents)).toContain('paragraphs');
  });
});

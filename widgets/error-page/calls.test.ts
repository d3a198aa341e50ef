import { describe, expect, it } from 'vitest';
import { exploreLinks } from './calls';

const group = (displayName: string, url: string) => ({ displayName, url });
const content = {
  header: {
    tabs: [
      {
        site: 'school',
        groups: [
          group('Art', '/products/art/'),
          group('Evil', 'javascript:alert(1)'),
          group('Elsewhere', 'https://other.example/x'),
          group('Math', 'products/math/'),
          group('Science', '/products/science/'),
        ],
      },
      { site: 'furniture', groups: [group('Seating', '/furniture/seating/')] },
    ],
  },
};

describe("the error page's 'Explore Categories' links", () => {
  it("are the site tab's groups, safe local links only, at most the maximum", () => {
    expect(exploreLinks(content, 'school', 6, (u) => (u.startsWith('/') ? u : u.startsWith('products') ? '/' + u : null))).toEqual([
      { name: 'Art', url: '/products/art/' },
      { name: 'Math', url: '/products/math/' },
      { name: 'Science', url: '/products/science/' },
    ]);
    expect(exploreLinks(content, 'school', 1).map((l) => l.name)).toEqual(['Art']);
  });

  it('go through the site link rule by default (no other host, no script link)', () => {
    const links = exploreLinks(content, 'school', 6);
    expect(links.map((l) => l.url)).toEqual(['/products/art/', '/products/math/', '/products/science/']);
  });

  it("follow the site's tab (the furniture store) and read unwrapped content", () => {
    expect(exploreLinks(content, 'furniture', 6)).toEqual([{ name: 'Seating', url: '/furniture/seating/' }]);
    expect(exploreLinks(content.header, 'school', 2).map((l) => l.name)).toEqual(['Art', 'Math']);
  });

  it('are empty for content in another shape', () => {
    expect(exploreLinks(null, 'school', 6)).toEqual([]);
    expect(exploreLinks({ header: { tabs: 'x' } }, 'school', 6)).toEqual([]);
    expect(exploreLinks({ tabs: [] }, 'school', 6)).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NavGroupInfo, NavTabInfo } from './content';
import { COLUMN_MAX, groupColumns, menuView, moveIndex } from './menuModel';
import { mobileLevel, mobileMenuReducer, type MobileMenuState } from './mobileMenuModel';

const group = (id: string, n: number, extra: Partial<NavGroupInfo> = {}): NavGroupInfo => ({
  id,
  displayName: id.toUpperCase(),
  url: `/products/${id}/`,
  itemHeaders: [{ id: `h-${id}`, displayName: `Shop All ${id.toUpperCase()}`, url: `/products/${id}/`, parentId: id }],
  menuItems: Array.from({ length: n }, (_, i) => ({ id: `${id}-${i}`, displayName: `${id} item ${i}`, url: `/products/${id}/${i}/`, parentId: id, type: 'fixedChildCategories' as const })),
  imageTextLinks: [],
  ...extra,
});
const school: NavTabInfo = { id: 'tab-school', displayName: 'Lakeshore', url: '/', site: 'school', groups: [group('art', 3), group('math', 20)] };
const furniture: NavTabInfo = { id: 'tab-furniture', displayName: 'Lakeshore Furniture', url: '/furniture/', site: 'furniture', groups: [group('tables', 2)] };
const contracted = { label: 'Contracted Items', url: '/products/contracted/' };

describe('menuView', () => {
  it('non-GSA shoppers get the tab switcher with both tabs and the current site tab', () => {
    const v = menuView([school, furniture], { gsa: false, site: 'furniture', contracted });
    expect(v.switcherTabs.map((t) => t.displayName)).toEqual(['Lakeshore', 'Lakeshore Furniture']);
    expect(v.tab?.id).toBe('tab-furniture');
    expect(v.contracted).toBeNull();
  });

  it('GSA users get no tab switcher, the school menu, and the contracted link', () => {
    const v = menuView([school, furniture], { gsa: true, site: 'furniture', contracted });
    expect(v.switcherTabs).toEqual([]);
    expect(v.tab?.id).toBe('tab-school');
    expect(v.contracted).toEqual(contracted);
  });
});

describe('groupColumns', () => {
  it('puts the item header first and keeps a short group in one column', () => {
    const cols = groupColumns(school.groups[0]!, school);
    expect(cols).toHaveLength(1);
    expect(cols[0]!.links[0]).toEqual({ label: 'Shop All ART', url: '/products/art/', heading: true });
    expect(cols[0]!.links).toHaveLength(4);
  });

  it('splits past the column maximum, never beyond the tab column count', () => {
    const cols = groupColumns(school.groups[1]!, school);
    expect(cols.length).toBe(Math.ceil(21 / COLUMN_MAX));
    expect(cols.every((c) => c.links.length <= COLUMN_MAX)).toBe(true);
    expect(cols.flatMap((c) => c.links)).toHaveLength(21);
    const narrow: NavTabInfo = { ...furniture, columnCount: 2, groups: [group('big', 40)] };
    const two = groupColumns(narrow.groups[0]!, narrow);
    expect(two).toHaveLength(2);
    expect(two.flatMap((c) => c.links)).toHaveLength(41);
  });

  it('column count comes from the tab name when the content gives none', () => {
    const big = group('big', 60);
    expect(groupColumns(big, { ...furniture, groups: [big] })).toHaveLength(3);
    expect(groupColumns(big, { ...school, groups: [big] })).toHaveLength(4);
  });

  it('an allRootCategories item lists the root categories, in two columns past the maximum', () => {
    const all = group('all', 0, { itemHeaders: [], menuItems: [{ id: 'all-cats', displayName: 'All Categories', url: '/products/', parentId: 'all', type: 'allRootCategories' }] });
    const few: NavTabInfo = { ...school, groups: [all, group('a', 1), group('b', 1)] };
    expect(groupColumns(all, few)).toHaveLength(1);
    expect(groupColumns(all, few)[0]!.links.map((l) => l.label)).toEqual(['All Categories', 'ALL', 'A', 'B']);
    const many: NavTabInfo = { ...school, groups: [all, ...Array.from({ length: 11 }, (_, i) => group('g' + i, 1))] };
    const cols = groupColumns(all, many);
    expect(cols).toHaveLength(2);
    expect(cols.flatMap((c) => c.links).filter((l) => !l.heading)).toHaveLength(12);
  });
});

describe('moveIndex', () => {
  it('wraps with arrows and jumps with Home/End; ignores other keys', () => {
    expect(moveIndex(0, 'ArrowRight', 3, 'horizontal')).toBe(1);
    expect(moveIndex(2, 'ArrowRight', 3, 'horizontal')).toBe(0);
    expect(moveIndex(0, 'ArrowLeft', 3, 'horizontal')).toBe(2);
    expect(moveIndex(1, 'ArrowDown', 3, 'vertical')).toBe(2);
    expect(moveIndex(0, 'ArrowUp', 3, 'vertical')).toBe(2);
    expect(moveIndex(1, 'Home', 3, 'vertical')).toBe(0);
    expect(moveIndex(1, 'End', 3, 'vertical')).toBe(2);
    expect(moveIndex(1, 'ArrowDown', 3, 'horizontal')).toBeNull();
    expect(moveIndex(0, 'ArrowRight', 0, 'horizontal')).toBeNull();
  });
});

describe('mobile slide-in menu', () => {
  const view = menuView([school, furniture], { gsa: false, site: 'school' });
  const walk = (...actions: Parameters<typeof mobileMenuReducer>[1][]) => actions.reduce(mobileMenuReducer, { level: 0 } as MobileMenuState);

  it('level 0 lists the tabs; GSA users see one tab and the contracted link', () => {
    expect(mobileLevel({ level: 0 }, view)).toEqual({
      title: 'Main Menu',
      back: null,
      entries: [
        { kind: 'tab', label: 'Lakeshore', tabId: 'tab-school' },
        { kind: 'tab', label: 'Lakeshore Furniture', tabId: 'tab-furniture' },
      ],
    });
    const gsa = mobileLevel({ level: 0 }, menuView([school, furniture], { gsa: true, site: 'school', contracted }));
    expect(gsa.entries).toEqual([
      { kind: 'tab', label: 'Lakeshore', tabId: 'tab-school' },
      { kind: 'link', ...contracted },
    ]);
  });

  it('level 1 starts with Shop All for the tab, then its groups', () => {
    const l = mobileLevel(walk({ type: 'openTab', tabId: 'tab-school' }), view);
    expect(l.title).toBe('Lakeshore');
    expect(l.back).toBe('Main Menu');
    expect(l.entries[0]).toEqual({ kind: 'link', label: 'Shop All Lakeshore', url: '/', shopAll: true });
    expect(l.entries.slice(1)).toEqual([
      { kind: 'group', label: 'ART', groupId: 'art' },
      { kind: 'group', label: 'MATH', groupId: 'math' },
    ]);
  });

  it('level 2 starts with Shop All for the group, then its items; back returns level by level', () => {
    const s = walk({ type: 'openTab', tabId: 'tab-school' }, { type: 'openGroup', groupId: 'art' });
    const l = mobileLevel(s, view);
    expect(l.title).toBe('ART');
    expect(l.back).toBe('Lakeshore');
    expect(l.entries.map((e) => e.label)).toEqual(['Shop All ART', 'art item 0', 'art item 1', 'art item 2']);
    expect(mobileMenuReducer(s, { type: 'back' })).toEqual({ level: 1, tabId: 'tab-school' });
    expect(mobileMenuReducer({ level: 1, tabId: 'x' }, { type: 'back' })).toEqual({ level: 0 });
    expect(mobileMenuReducer(s, { type: 'reset' })).toEqual({ level: 0 });
  });

  it('a stale level (tab gone) falls back to the first level', () => {
    expect(mobileLevel({ level: 2, tabId: 'nope', groupId: 'art' }, view).title).toBe('Main Menu');
  });
});

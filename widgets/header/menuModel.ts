/**
 * The mega menu's pure model: which tabs show and the desktop dropdown's columns (the mobile slide-in's
 * levels are in mobileMenuModel.ts, with the lazy drawer).
 */
import type { LinkInfo, NavGroupInfo, NavTabInfo } from './content';

/** Columns of a tab's dropdown by tab name (the content's columnCount wins when it gives one). */
export const COLUMN_COUNTS: Readonly<Record<string, number>> = { Lakeshore: 4, 'Lakeshore Furniture': 3 };
export const DEFAULT_COLUMNS = 4;
/** The most links in one column; past it, the root categories split into two columns. */
export const COLUMN_MAX = 8;

export interface MenuLink {
  label: string;
  url: string;
  /** A column's heading link (item header, 'Shop All'). */
  heading?: boolean;
}

export interface MenuColumn {
  key: string;
  links: MenuLink[];
}

export interface MenuView {
  /** The tab switcher's tabs (empty for GSA users: no switcher). */
  switcherTabs: NavTabInfo[];
  /** The tab whose groups the menu shows (the current site's). */
  tab: NavTabInfo | null;
  /** Tabs reachable in the mobile menu's first level. */
  mobileTabs: NavTabInfo[];
  /** The 'contracted' featured link, for GSA users only. */
  contracted: LinkInfo | null;
}

/**
 * Which tabs and links a shopper sees. The furniture tab shows only with the feature toggle
 * furnitureTabEnabled (`furnitureTab`; left out, it shows) -- on the furniture site itself its own tab stays.
 */
export function menuView(tabs: readonly NavTabInfo[], opts: { gsa: boolean; site: 'school' | 'furniture'; contracted?: LinkInfo | null; furnitureTab?: boolean }): MenuView {
  const current = tabs.find((t) => t.site === opts.site) ?? tabs[0] ?? null;
  if (opts.gsa) {
    const school = tabs.find((t) => t.site === 'school') ?? current;
    return { switcherTabs: [], tab: school, mobileTabs: school ? [school] : [], contracted: opts.contracted ?? null };
  }
  const shown = opts.furnitureTab === false ? tabs.filter((t) => t.site !== 'furniture' || t === current) : [...tabs];
  return { switcherTabs: shown, tab: current, mobileTabs: [...shown], contracted: null };
}

export const columnCountOf = (tab: NavTabInfo): number => Math.max(1, tab.columnCount ?? COLUMN_COUNTS[tab.displayName] ?? DEFAULT_COLUMNS);

/** Splits a list into `n` columns in reading order (the first columns take the remainder). */
function split<T>(list: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  const size = Math.ceil(list.length / n);
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The root categories an 'allRootCategories' item stands for: every group of the tab. */
const rootLinks = (tab: NavTabInfo): MenuLink[] => tab.groups.map((g) => ({ label: g.displayName, url: g.url }));

/**
 * The columns of one group's desktop dropdown. Item headers lead the first column; fixed child
 * categories fill columns of at most COLUMN_MAX links (never more than the tab's column count);
 * an 'allRootCategories' item lists the tab's root categories, in two columns when they pass COLUMN_MAX.
 */
export function groupColumns(group: NavGroupInfo, tab: NavTabInfo): MenuColumn[] {
  const maxCols = columnCountOf(tab);
  const headers: MenuLink[] = group.itemHeaders.map((h) => ({ label: h.displayName, url: h.url, heading: true }));
  const fixed: MenuLink[] = group.menuItems.filter((m) => m.type === 'fixedChildCategories').map((m) => ({ label: m.displayName, url: m.url }));
  const columns: MenuColumn[] = [];
  const links = [...headers, ...fixed];
  if (links.length) {
    const n = Math.min(maxCols, Math.ceil(links.length / COLUMN_MAX));
    split(links, n).forEach((l, i) => columns.push({ key: `${group.id}-c${i}`, links: l }));
  }
  for (const item of group.menuItems.filter((m) => m.type === 'allRootCategories')) {
    const roots = rootLinks(tab);
    const parts = roots.length > COLUMN_MAX ? split(roots, 2) : [roots];
    parts.forEach((l, i) => columns.push({ key: `${item.id}-r${i}`, links: i === 0 ? [{ label: item.displayName, url: item.url, heading: true }, ...l] : l }));
  }
  return columns.slice(0, Math.max(maxCols, 1));
}

/** Roving focus among n items: the index a key moves to, or null for keys it ignores. */
export function moveIndex(current: number, key: string, n: number, orientation: 'horizontal' | 'vertical'): number | null {
  if (n <= 0) return null;
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const prev = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  if (key === next) return (current + 1) % n;
  if (key === prev) return (current - 1 + n) % n;
  if (key === 'Home') return 0;
  if (key === 'End') return n - 1;
  return null;
}

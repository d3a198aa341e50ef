/**
 * The mobile menu's pure model: the three-level slide-in (tabs -> groups -> items, each deeper level with a
 * 'Shop All' entry). Used by the lazy HeaderExtras chunk only, so it imports nothing at run time.
 */
import type { MenuView } from './menuModel';

/** Where the mobile slide-in is: level 0 lists tabs, level 1 a tab's groups, level 2 a group's items. */
export type MobileMenuState = { level: 0 } | { level: 1; tabId: string } | { level: 2; tabId: string; groupId: string };

export type MobileMenuAction = { type: 'openTab'; tabId: string } | { type: 'openGroup'; groupId: string } | { type: 'back' } | { type: 'reset' };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'openTab':
      return { level: 1, tabId: action.tabId };
    case 'openGroup':
      return state.level === 0 ? state : { level: 2, tabId: state.tabId, groupId: action.groupId };
    case 'back':
      if (state.level === 2) return { level: 1, tabId: state.tabId };
      return { level: 0 };
    case 'reset':
      return { level: 0 };
  }
}

export type MobileEntry = { kind: 'link'; label: string; url: string; shopAll?: boolean } | { kind: 'tab'; label: string; tabId: string } | { kind: 'group'; label: string; groupId: string };

export interface MobileLevel {
  /** The level's heading. */
  title: string;
  /** Label of the back button (absent on the first level). */
  back: string | null;
  entries: MobileEntry[];
}

/** What one level of the mobile menu lists. Falls back to the first level when its tab or group is gone. */
export function mobileLevel(state: MobileMenuState, view: MenuView): MobileLevel {
  const tab = state.level > 0 ? view.mobileTabs.find((t) => t.id === (state as { tabId: string }).tabId) : undefined;
  if (state.level === 2 && tab) {
    const group = tab.groups.find((g) => g.id === state.groupId);
    if (group) {
      const entries: MobileEntry[] = [{ kind: 'link', label: `Shop All ${group.displayName}`, url: group.url, shopAll: true }];
      for (const m of group.menuItems) {
        if (m.type === 'allRootCategories') entries.push(...tab.groups.map((g): MobileEntry => ({ kind: 'link', label: g.displayName, url: g.url })));
        else entries.push({ kind: 'link', label: m.displayName, url: m.url });
      }
      return { title: group.displayName, back: tab.displayName, entries };
    }
  }
  if (state.level >= 1 && tab) {
    const entries: MobileEntry[] = [{ kind: 'link', label: `Shop All ${tab.displayName}`, url: tab.url, shopAll: true }];
    for (const g of tab.groups) entries.push(g.menuItems.length || g.itemHeaders.length ? { kind: 'group', label: g.displayName, groupId: g.id } : { kind: 'link', label: g.displayName, url: g.url });
    return { title: tab.displayName, back: 'Main Menu', entries };
  }
  const entries: MobileEntry[] = view.mobileTabs.map((t) => ({ kind: 'tab', label: t.displayName, tabId: t.id }));
  if (view.contracted) entries.push({ kind: 'link', label: view.contracted.label, url: view.contracted.url });
  return { title: 'Main Menu', back: null, entries };
}

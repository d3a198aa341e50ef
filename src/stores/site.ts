/** The site this page belongs to: the school store or the furniture store. */
import { atom, onMount } from 'nanostores';
import { getHostConfig, getScriptSettings } from '../config';

export type Site = 'school' | 'furniture';

/** The loader tag's data-site, else the host config's site, else 'school'. */
export function detectSite(): Site {
  const s = getScriptSettings().site ?? getHostConfig().site;
  return s === 'furniture' ? 'furniture' : 'school';
}

export const $site = atom<Site>('school');
onMount($site, () => {
  $site.set(detectSite());
});

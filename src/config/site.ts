/** The site this page belongs to: the school store or the furniture store. */
import { getHostConfig } from './hostConfig';
import { getScriptSettings } from './runtime';

export type Site = 'school' | 'furniture';

/** The loader tag's data-site, else the host config's site, else 'school'. */
export function detectSite(): Site {
  const s = getScriptSettings().site ?? getHostConfig().site;
  return s === 'furniture' ? 'furniture' : 'school';
}

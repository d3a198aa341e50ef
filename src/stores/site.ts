/** The site this page belongs to, as a store (the rule itself is src/config/site). */
import { atom, onMount } from 'nanostores';
import { detectSite, type Site } from '../config/site';

export { detectSite, type Site };

export const $site = atom<Site>('school');
onMount($site, () => {
  $site.set(detectSite());
});

import { noteOpener } from './opener';

/**
 * Opens another widget's UI by name (the store finder, sign in, the cart...) through the loader, which
 * fetches it on first use. Widgets never import each other: this is how one asks for another.
 * Resolves false, after one clear console error, when it cannot (no loader on the page, unknown name,
 * files that failed to load).
 */
export async function openWidget(name: string, props?: Record<string, unknown>, from = 'widget'): Promise<boolean> {
  noteOpener();
  const api = typeof window !== 'undefined' ? window.StorefrontWidgets : undefined;
  if (!api?.open) {
    console.error(`[storefront-widgets] ${from}: cannot open "${name}": the widget loader is not on this page.`);
    return false;
  }
  try {
    return await api.open(name, props);
  } catch (e) {
    console.error(`[storefront-widgets] ${from}: "${name}" could not be opened.`, e);
    return false;
  }
}

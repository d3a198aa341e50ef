/** Stylesheets into a shadow root under a strict CSP: constructed sheets, or nonce'd <style> where those are missing. */

const sheets = new Map<string, CSSStyleSheet>();

/** Puts CSS texts into a shadow root before its first render (no flash of unstyled content); one constructed sheet per text, shared by every root. */
export function adoptCss(shadow: ShadowRoot, css: string[], nonce: string): void {
  if (!css.length) return;
  try {
    shadow.adoptedStyleSheets = css.map((text) => {
      let sheet = sheets.get(text);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        sheets.set(text, sheet);
      }
      return sheet;
    });
  } catch {
    // Browsers without constructable stylesheets: a nonce'd <style> keeps a strict CSP happy.
    for (const text of css) {
      const style = document.createElement('style');
      style.nonce = nonce;
      style.textContent = text;
      shadow.append(style);
    }
  }
}

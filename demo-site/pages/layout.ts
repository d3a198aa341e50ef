/** The legacy store's page shell: what the real server renders around the widget markers. */
import { html, raw, type Raw } from '../html';

export interface PageOptions {
  title: string;
  nonce: string;
  body: Raw;
  site?: 'school' | 'furniture';
  /** Extra markup for <head> (inline scripts must carry the nonce). */
  head?: Raw;
  /** Page type for the body class (home, listing, product, cart, checkout, content, not-found). */
  pageType?: string;
  /** Leave out the shared header/footer (for bare test pages). */
  bare?: boolean;
}

/** The loader tag as a CMS would paste it. */
export const loaderTag = (nonce: string, site: string = 'school'): Raw =>
  html`<script src="/widgets/loader.js" async nonce="${nonce}" data-site="${site}"></script>`;

export function layout({ title, nonce, body, site = 'school', head, pageType = 'content', bare }: PageOptions): string {
  const home = site === 'furniture' ? '/furniture/' : '/';
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Lakeshore Learning Demo Store</title>
<meta name="description" content="Classroom supplies, learning materials and furniture for teachers, schools and families.">
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/legacy.css">
<link rel="stylesheet" href="/static/site.css">
${loaderTag(nonce, site)}
${head ?? ''}
</head>
<body class="page-${pageType}${site === 'furniture' ? ' site-furniture' : ''}">
<a class="skip-link" href="#main">Skip to main content</a>
${
  bare
    ? ''
    : html`<header class="site-header" role="banner">
  <div data-widget="header" class="header-slot"><a class="legacy-logo" href="${home}">Lakeshore Learning Demo Store</a></div>
  <div class="search-row"><div data-widget="type-ahead" data-placeholder="Search products" class="search-slot">
    <form action="/search/" method="get" role="search"><label class="visually-hidden" for="legacy-q">Search</label><input id="legacy-q" name="Ntt" type="search" placeholder="Search products"><button type="submit">Search</button></form>
  </div></div>
</header>`
}
<main id="main" class="site-main" tabindex="-1">
${body}
</main>
${
  bare
    ? ''
    : html`<footer class="site-footer" role="contentinfo">
  <div class="footer-inner">
    <p>Questions? Call us at 1-800-778-4456, Mon-Fri 5 am-6 pm PT.</p>
    <div data-widget="balance-check" data-load="visible"></div>
    <p class="copyright">© ${new Date().getFullYear()} Lakeshore Learning Demo Store. All rights reserved. <a href="/about/privacy-policy/">Privacy Policy</a></p>
  </div>
</footer>
<div data-widget="session-timer"></div>`
}
</body>
</html>`.value;
}

export { raw };

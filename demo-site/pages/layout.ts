/**
 * The legacy store's page shell: what the real server renders around the widget markers. The header,
 * type-ahead, footer sign-up and session-timer markers are on every page, each with server-rendered
 * fallback content that works without JavaScript (and stays in place if a widget cannot load).
 */
import { html, raw, type Raw } from '../html';
import { categories, footerContent, headerContent } from '../data';

export interface PageOptions {
  title: string;
  nonce: string;
  body: Raw;
  site?: 'school' | 'furniture';
  /** Extra markup for <head> (inline scripts must carry the nonce). */
  head?: Raw;
  /** The page's `window.StorefrontWidgetsConfig`, set before the loader tag (a host page's config, design.md section 2). */
  config?: Record<string, unknown>;
  /** Page type for the body class (home, listing, product, cart, checkout, content, not-found). */
  pageType?: string;
  /** Leave out the shared header/footer (for bare test pages). */
  bare?: boolean;
  /** External scripts for this page (served from /static/), loaded with the page nonce. */
  scripts?: string[];
  /** The path being rendered, to mark the current tab and nav entry. */
  path?: string;
  /** On a product page: the product, handed to the type-ahead marker as recently viewed. */
  viewedProduct?: { name: string; url: string; image: string; productId?: string };
}

/** A marker's JSON props child; `<` is escaped so no value can close the script element. */
const jsonProps = (value: unknown): Raw => raw(`<script type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`);

/**
 * The demo's stand-in for a host's consent manager, as a host wires one to the widgets: the shopper's performance
 * consent (none until given) kept in localStorage, answered through the host config's `performanceConsent` hook;
 * `DemoConsent.set(true | false)` changes it and tells the widgets with `storefront:consent-changed`.
 */
const consentHook = (nonce: string): Raw =>
  html`<script nonce="${nonce}">
    (function () {
      var K = 'demo-performance-consent',
        w = window,
        c = (w.StorefrontWidgetsConfig = w.StorefrontWidgetsConfig || {});
      c.performanceConsent = function () {
        try {
          return localStorage.getItem(K) === 'yes';
        } catch (e) {
          return false;
        }
      };
      w.DemoConsent = {
        set: function (on) {
          try {
            localStorage.setItem(K, on ? 'yes' : 'no');
          } catch (e) {}
          document.dispatchEvent(new Event('storefront:consent-changed'));
        },
      };
    })();
  </script>`;

/** Where the demo's pages send their field metrics (the collector is pages/metrics.ts). */
export const METRICS_BEACON_PATH = '/metrics/beacon';

/**
 * The demo's field-metrics collector in every page's host config, every page view measured;
 * a page's own config or a test's may set other values first.
 */
const metricsConfig = (nonce: string): Raw =>
  html`<script nonce="${nonce}">
    (function (c) {
      if (!('metricsUrl' in c)) c.metricsUrl = '${METRICS_BEACON_PATH}';
      if (!('metricsSampleRate' in c)) c.metricsSampleRate = 1;
    })((window.StorefrontWidgetsConfig = window.StorefrontWidgetsConfig || {}));
  </script>`;

/** The loader tag as a CMS would paste it. */
export const loaderTag = (nonce: string, site: string = 'school'): Raw => html`<script src="/widgets/loader.js" async nonce="${nonce}" data-site="${site}"></script>`;
/** That tag in a rendered page (the demo server leaves it out for the Lighthouse bench's host-page baseline). */
export const LOADER_TAG = /<script src="\/widgets\/loader\.js"[^>]*><\/script>/;

/**
 * The server-rendered header: the header widget's rows at the widget's heights (site.css), and its category
 * bar lists the widget's menu (every group of the tab, full names, the widget's type) so that it wraps into
 * as many rows as the widget's: the widget then takes over without moving the page (issue 34).
 */
function headerFallback(site: 'school' | 'furniture', path: string): Raw {
  const h = headerContent;
  const eyebrow = h.eyebrow[0]!;
  const tab = h.tabs.find((t) => t.site === site)!;
  return html`<div class="hdr-eyebrow"><p>${eyebrow.text} ${eyebrow.link ? html`<a href="${eyebrow.link}">${eyebrow.linkText ?? 'Learn more'}</a>` : ''}</p></div>
    <div class="hdr-top">
      <nav class="hdr-tabs" aria-label="Our stores">${h.tabs.map((t) => html`<a href="${t.url}" ${t.site === site ? raw(' aria-current="true"') : ''}>${t.displayName}</a>`)}</nav>
      <p class="hdr-service">Questions? <a href="/help/contact-us/">Contact us</a></p>
    </div>
    <div class="hdr-main">
      <a class="hdr-logo" href="${site === 'furniture' ? '/furniture/' : '/'}"
        ><img src="/static/images/logo.png" alt="${site === 'furniture' ? 'Lakeshore Furniture Demo Store' : h.logo.altText}" width="220" height="48"
      /></a>
      <nav class="hdr-utility" aria-label="Account and cart">
        <a href="${h.storesLink.url}"><span class="icon icon-store" aria-hidden="true"></span><span class="hdr-label">Find a Store</span></a>
        <a href="${h.rewardsLink.url}"><span class="icon icon-rewards" aria-hidden="true"></span><span class="hdr-label">${h.rewardsLink.label}</span></a>
        <a href="${h.accountHomeLink.url}"><span class="icon icon-account" aria-hidden="true"></span><span class="hdr-label">Sign In</span></a>
        <a href="${h.cartLink.url}"><span class="icon icon-cart" aria-hidden="true"></span><span class="hdr-label">${h.cartLink.label}</span></a>
      </nav>
    </div>
    <nav class="hdr-nav" aria-label="Shop by category">
      <ul class="hdr-nav-list">
        ${tab.groups.map((g) => html`<li><a href="${g.url}" ${path.startsWith(g.url) ? raw(' aria-current="true"') : ''}>${g.displayName}</a></li>`)}
      </ul>
    </nav>`;
}

/**
 * The footer: the footer widget's marker around the server-rendered footer, which shows until the widget has its
 * content (and stays without JavaScript, or when the content cannot be read). It is drawn in the widget's boxes
 * (site.css), link blocks as accordions on phones (<details>, so they open without JavaScript too). The sign-up
 * and customer-service parts (with their own widgets' markers) are the page's: the footer widget shows them in its
 * slots, so they are not mounted twice.
 */
function footer(): Raw {
  const f = footerContent();
  return html`<footer class="site-footer">
    <div class="footer-inner">
      <div data-widget="footer" data-load="visible" class="footer-slot">
        <section data-footer-part="sign-up" class="ftr-signup" aria-labelledby="ftr-signup-title">
          <h2 id="ftr-signup-title">${f.emailSignUp.title}</h2>
          <div data-widget="footer-sign-up" data-load="visible" class="ftr-signup-slot">
            <p>${f.emailSignUp.copyText} <a href="${f.emailSignUp.preferencesLink.url}">Sign up for email</a></p>
          </div>
        </section>
        <div class="ftr-blocks">
          ${f.linkBlocks.map((b, i) => {
            const list = html`<ul>
              ${b.links.map((l) => html`<li><a href="${l.url}">${l.label}</a></li>`)}
            </ul>`;
            return html`<section class="ftr-block" aria-labelledby="ftr-b${i}">
                <h2 id="ftr-b${i}">${b.title}</h2>
                ${list}
              </section>
              <details class="ftr-acc">
                <summary><h2>${b.title}</h2></summary>
                ${list}
              </details>`;
          })}
        </div>
        <div class="ftr-rule"></div>
        <section data-footer-part="service" class="ftr-service" aria-labelledby="ftr-service-title">
          <h2 id="ftr-service-title">Need Help?</h2>
          <p>Call <a href="tel:18007784456">${f.customerService.phone}</a>, ${f.customerService.hours}.</p>
          <div data-widget="balance-check" data-load="visible" class="ftr-balance">
            <p><a href="/help/contact-us/">Check a gift card balance</a></p>
          </div>
        </section>
        <section class="ftr-app" aria-labelledby="ftr-app-title">
          <h2 id="ftr-app-title">${f.appDownload.title}</h2>
          <ul class="ftr-icons">
            ${f.appDownload.links.map(
              (l) =>
                html`<li>
                  <a href="${l.url}"><img src="${l.imageURL}" alt="${l.altText}" width="135" height="40" loading="lazy" /></a>
                </li>`,
            )}
          </ul>
        </section>
        <section class="ftr-social" aria-labelledby="ftr-social-title">
          <h2 id="ftr-social-title">Follow Us</h2>
          <ul class="ftr-icons">
            ${f.socialIcons.map(
              (s) =>
                html`<li>
                  <a href="${s.url}"><img src="${s.imageURL}" alt="${s.label}" width="32" height="32" loading="lazy" /></a>
                </li>`,
            )}
          </ul>
        </section>
        <div class="ftr-certs">
          <ul class="ftr-icons">
            ${f.certificationIcons.map(
              (s) =>
                html`<li>
                  <a href="${s.url}"><img src="${s.imageURL}" alt="${s.altText}" width="88" height="40" loading="lazy" /></a>
                </li>`,
            )}
          </ul>
          <a class="ftr-badge" href="${f.footerBadge.url}"><img src="${f.footerBadge.imageURL}" alt="${f.footerBadge.altText}" width="64" height="88" loading="lazy" /></a>
        </div>
        <div class="ftr-legal">
          <ul>
            ${f.legalLinks.map((l) => html`<li><a href="${l.url}">${l.label}</a></li>`)}
            <li><a href="${f.privacyOptOut.url}">${f.privacyOptOut.label}</a></li>
          </ul>
          <p class="copyright">${f.copyright}</p>
        </div>
      </div>
    </div>
  </footer>`;
}

export function layout({ title, nonce, body, site = 'school', head, config, pageType = 'content', bare, scripts = [], path = '/', viewedProduct }: PageOptions): string {
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | ${site === 'furniture' ? 'Lakeshore Furniture' : 'Lakeshore Learning'} Demo Store</title>
        <meta name="description" content="Classroom supplies, learning materials and furniture for teachers, schools and families." />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/static/legacy.css" />
        <link rel="stylesheet" href="/static/site.css" />
        ${
          config
            ? html`<script nonce="${nonce}">
                window.StorefrontWidgetsConfig = ${raw(JSON.stringify(config).replace(/</g, '\\u003c'))};
              </script>`
            : ''
        }
        ${consentHook(nonce)} ${metricsConfig(nonce)} ${loaderTag(nonce, site)} ${scripts.map((s) => html`<script src="/static/${s}" defer nonce="${nonce}"></script>`)} ${head ?? ''}
      </head>
      <body class="page-${pageType}${site === 'furniture' ? ' site-furniture' : ''}">
        ${
          bare
            ? html`<a class="skip-link" href="#main">Skip to main content</a>`
            : html`<header class="site-header">
                <a class="skip-link" href="#main">Skip to main content</a>
                <div data-widget="header" data-load="eager" class="header-slot">${headerFallback(site, path)}</div>
                <div class="search-row">
                  <div data-widget="type-ahead" data-placeholder="Search products" class="search-slot">
                    ${viewedProduct ? jsonProps({ viewedProduct }) : ''}
                    <form action="/search/" method="get" role="search" class="legacy-search">
                      <label class="visually-hidden" for="legacy-q">Search products</label><input id="legacy-q" name="Ntt" type="search" placeholder="Search products" autocomplete="off" /><button
                        type="submit"
                        class="btn-search"
                      >
                        Search
                      </button>
                    </form>
                  </div>
                </div>
              </header>`
        }
        <main id="main" class="site-main" tabindex="-1">${body}</main>
        ${bare ? '' : footer()}
        <div data-widget="session-timer"></div>
      </body>
    </html>`.value;
}

/** Category names for the not-found page's Explore Categories block. */
export const exploreCategories = () => categories.filter((c) => c.id !== 'gift-cards').slice(0, 6);

export { raw };

/**
 * The widget catalog for content editors, at /widget-catalog/. Everything it documents comes from the
 * build's widgets.json, which the build writes from each widget's own props schema, so the docs cannot
 * drift from the code. Each widget has a live example and a try-it form (script: /static/widget-catalog.js)
 * that remounts the widget as the editor types and shows the loader's validation messages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import type { DemoEnv } from '../types';
import { html, type Raw } from '../html';
import { products } from '../data';
import { breadcrumbs } from './components';
import { layout } from './layout';
import type { PropDescription } from '../../src/mount/describeProps';

/** A prop as widgets.json describes it (from the widget's own schema, by src/mount/describeProps). */
export type PropDoc = PropDescription;

export interface WidgetDoc {
  name: string;
  description: string;
  defaultLoad: string;
  openable: boolean;
  props: PropDoc[];
  testOnly: boolean;
}

/** Reads widgets.json from the build folder (fresh on every request: a rebuild shows at once). */
export function readWidgetDocs(widgetsDir: string): WidgetDoc[] | null {
  const file = join(widgetsDir, 'widgets.json');
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, WidgetDoc>;
    return Object.values(parsed).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return null;
  }
}

const sampleProduct = products.find((p) => !p.giftCard && !p.storeOnly && p.skus.length > 1 && p.skus.every((s) => s.status === 'ACTIVE')) ?? products[0]!;

/** Example attribute values by prop name; anything else falls back to its default or a value of its type. */
const EXAMPLES: Record<string, string> = {
  productId: sampleProduct.id,
  skuId: sampleProduct.skus[0]!.id,
  placeholder: 'Search products',
  label: 'Check Balance',
  zip: '90745',
  zipCode: '90745',
  postalCode: '90745',
  storeId: 'ST001',
  count: '3',
  title: 'Example',
};

export function exampleValue(p: PropDoc): string {
  if (EXAMPLES[p.name] !== undefined) return EXAMPLES[p.name]!;
  if (p.defaultValue !== undefined && typeof p.defaultValue !== 'object') return String(p.defaultValue as string | number | boolean);
  if (!p.required) return '';
  if (p.type === 'enums') return p.values?.[0] ?? '';
  if (p.type === 'integer' || p.type === 'number') return '1';
  if (p.type === 'boolean') return 'false';
  return 'Example';
}

const typeLabel = (p: PropDoc): string => (p.type === 'enums' ? 'one of' : p.type);
const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));

function markerMarkup(w: WidgetDoc, values: Record<string, string>): string {
  const attrs = w.props.filter((p) => values[p.name]).map((p) => ` ${p.attribute}="${values[p.name]}"`);
  return `<div data-widget="${w.name}"${attrs.join('')}></div>`;
}

/**
 * Widgets that every page of the demo store already carries once (the header's landmarks and the one
 * session timer must not be duplicated): the catalog points at the page's own instance instead.
 */
const PAGE_LEVEL: Record<string, string> = {
  header: 'The header at the top of this page is this widget, live.',
  'session-timer': 'This page runs the session timer already (one per page); leave the page idle to see its dialog.',
  // An empty cart sends the checkout to /shopping-cart/: a live example here would take the catalog away.
  checkout: 'The checkout takes a whole page and needs a cart: add a few items, then open /checkout-page to see it live.',
  // Its own level-1 heading would give the catalog a second page title.
  'error-page': 'The error page takes a whole page: open any missing address (for example /no-such-page/) to see it live.',
};

function widgetSection(w: WidgetDoc): Raw {
  const values = Object.fromEntries(w.props.map((p) => [p.name, exampleValue(p)]));
  const id = `w-${w.name}`;
  return html`<section class="wc-widget" id="${id}" aria-labelledby="${id}-title">
    <h2 id="${id}-title" class="section-title"><code>${w.name}</code>${w.testOnly ? html` <span class="badge">test only</span>` : ''}</h2>
    <p>${w.description || 'No description yet.'}</p>
    <p class="wc-meta">
      Loads: <code>${w.defaultLoad}</code> by default (change with <code>data-load</code>).${w.openable ? html` Can also be opened from script: <code>StorefrontWidgets.open('${w.name}')</code>.` : ''}
    </p>
    <h3>Marker attributes</h3>
    ${
      w.props.length
        ? html`<div class="wc-table-wrap">
            <table class="wc-table">
              <thead>
                <tr>
                  <th scope="col">Attribute</th>
                  <th scope="col">Type</th>
                  <th scope="col">Required</th>
                  <th scope="col">Default</th>
                </tr>
              </thead>
              <tbody>
                ${w.props.map(
                  (p) =>
                    html`<tr>
                      <th scope="row"><code>${p.attribute}</code></th>
                      <td>${typeLabel(p)}${p.values ? html` ${p.values.map((v, i) => html`${i ? ', ' : ''}<code>${v}</code>`)}` : ''}</td>
                      <td>${p.required ? 'yes' : 'no'}</td>
                      <td>${p.defaultValue === undefined ? '–' : html`<code>${show(p.defaultValue)}</code>`}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
        : html`<p>This widget takes no attributes.</p>`
    }
    <h3>Example</h3>
    <pre class="wc-code"><code id="${id}-code">${markerMarkup(w, values)}</code></pre>
    ${PAGE_LEVEL[w.name] ? html`<p class="wc-meta">${PAGE_LEVEL[w.name]}</p>` : tryIt(w, values, id)}
  </section>`;
}

function tryIt(w: WidgetDoc, values: Record<string, string>, id: string): Raw {
  return html`<div class="wc-try">
    <form class="wc-form" data-try-widget="${w.name}" data-stage="${id}-stage" data-code="${id}-code" data-status="${id}-status" aria-labelledby="${id}-try-title" novalidate>
      <h3 id="${id}-try-title">Try it<span class="visually-hidden"> with ${w.name}</span></h3>
      ${w.props.map(
        (p) =>
          html`<div class="wc-field">
            <label for="${id}-${p.name}"><code>${p.attribute}</code>${p.required ? ' (required)' : ''}</label>
            <input id="${id}-${p.name}" name="${p.attribute}" type="text" value="${values[p.name]}" aria-describedby="${id}-${p.name}-hint ${id}-status" autocomplete="off" spellcheck="false" />
            <p class="wc-hint" id="${id}-${p.name}-hint">
              ${p.type === 'enums' ? `One of: ${p.values?.join(', ')}` : `A ${p.type}`}${p.defaultValue !== undefined ? `; default ${show(p.defaultValue)}` : ''}.
            </p>
          </div>`,
      )}
      ${w.props.length ? '' : html`<p>Nothing to configure.</p>`}
      <p class="wc-status" id="${id}-status" role="status" aria-live="polite"></p>
    </form>
    <div class="wc-stage" aria-label="Live example of ${w.name}" role="region">
      <div data-widget="${w.name}" id="${id}-stage" ${w.props.filter((p) => values[p.name]).map((p) => html`${p.attribute}="${values[p.name]}" `)}data-load="eager">
        <p class="wc-fallback">The live example appears here when the widget has loaded.</p>
      </div>
    </div>
  </div>`;
}

export function registerWidgetCatalog(app: Hono<DemoEnv>, widgetsDir: string, testPages: boolean): void {
  const page = (c: Context<DemoEnv>) => {
    const all = readWidgetDocs(widgetsDir);
    const includeTest = testPages && c.req.query('test-widgets') === '1';
    const widgets = (all ?? []).filter((w) => includeTest || !w.testOnly);
    const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: 'Widget Catalog' }])}
      <h1>Widget Catalog</h1>
      <section class="wc-intro" aria-labelledby="wc-how">
        <h2 id="wc-how" class="section-title">How to add a widget to a page</h2>
        <p>
          Add the loader once per page, then place a marker wherever the widget should appear. Marker attributes set the widget’s options; the tables below are generated from each widget’s own schema.
        </p>
        <pre class="wc-code"><code>&lt;script src="/widgets/loader.js" async&gt;&lt;/script&gt;
&lt;div data-widget="type-ahead" data-placeholder="Search products"&gt;&lt;/div&gt;</code></pre>
        <p>
          Every marker also accepts <code>data-load</code>: <code>eager</code>, <code>idle</code>, <code>visible</code>, <code>interaction</code> or <code>media:(query)</code>. Content inside a marker
          is shown until the widget loads, and stays if it cannot: keep it meaningful.
        </p>
      </section>
      ${
        all === null
          ? html`<p class="wc-empty">The widget list is not available: run the build (<code>npm run build</code>) to generate widgets.json.</p>`
          : widgets.length === 0
            ? html`<p class="wc-empty">No widgets are registered yet.</p>`
            : html`<nav class="wc-toc" aria-label="Widgets">
                  <h2 class="section-title">Widgets (${widgets.length})</h2>
                  <ul>
                    ${widgets.map((w) => html`<li><a href="#w-${w.name}">${w.name}</a></li>`)}
                  </ul>
                </nav>
                ${widgets.map(widgetSection)}`
      }`;
    return c.html(layout({ title: 'Widget Catalog', nonce: c.get('nonce'), pageType: 'catalog', body, scripts: ['widget-catalog.js'], path: '/widget-catalog/' }));
  };
  app.get('/widget-catalog', page);
  app.get('/widget-catalog/', page);
}

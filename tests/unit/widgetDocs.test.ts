// @vitest-environment node
/**
 * docs/widgets/ is generated from each widget's meta.ts, schema.ts and messages.ts (scripts/widget-docs.mjs, run
 * by npm run build). Every widget has its page, and every page is what the generator writes now: a changed
 * message, prop or default without a rebuild fails here. Since npm test builds (and so rewrites the pages) before
 * the unit tests, the committed pages are compared too: a change whose pages were not committed fails there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWidgetDocs, stalePages, widgetNames } from '../../scripts/widget-docs.mjs';

const root = process.cwd();
let pages = new Map<string, string>();

/** A file as the last commit holds it, or null. */
function committed(path: string): string | null {
  try {
    return execFileSync('git', ['show', `HEAD:${path}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}
const inGit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'true';
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  pages = await renderWidgetDocs(root);
}, 60_000);

describe('generated widget pages', () => {
  it('has a page for every widget folder', () => {
    const names = widgetNames(root);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(pages.has(`docs/widgets/${name}.md`), name).toBe(true);
      expect(existsSync(join(root, 'docs', 'widgets', `${name}.md`)), `docs/widgets/${name}.md is missing: run npm run build`).toBe(true);
    }
  });

  it('every page on disk is what the generator writes now', () => {
    expect(stalePages(root, pages), 'stale pages: run npm run build (or node scripts/widget-docs.mjs) and commit docs/widgets').toEqual([]);
  });

  it.skipIf(!inGit)('every committed page is what the generator writes now (commit the pages npm run build rewrites)', () => {
    const notCommitted = [...pages].filter(([path, text]) => committed(path) !== text).map(([path]) => path);
    expect(notCommitted, 'pages that differ from the last commit: commit docs/widgets after npm run build').toEqual([]);
  });

  it('lists every message of a widget with its default text, and every marker attribute', () => {
    const page = pages.get('docs/widgets/balance-check.md') ?? '';
    expect(page).toContain("StorefrontWidgetsConfig.messages['balance-check']");
    expect(page).toContain('| `missingNumber` | Please enter gift card #. | `giftCardNumber.missing` |');
    expect(page).toContain('| `title` | Check Balance |  |');
    expect(page).toContain('| `data-label` | `label` | `string` | `"Check Balance"` |');
    expect(pages.get('docs/widgets/reviews.md')).toContain('a whole number from 1 to 50');
    expect(pages.get('docs/widgets/checkout.md')).toContain('length 0 to 40');
  });

  it('reports a page that differs, a page that is missing and a page no widget writes', () => {
    const changed = new Map(pages);
    changed.set('docs/widgets/reviews.md', (pages.get('docs/widgets/reviews.md') ?? '') + 'changed\n');
    changed.set('docs/widgets/no-such-widget.md', 'new\n');
    changed.delete('docs/widgets/footer.md');
    expect(stalePages(root, changed)).toEqual(expect.arrayContaining(['docs/widgets/footer.md', 'docs/widgets/no-such-widget.md', 'docs/widgets/reviews.md']));
  });
});

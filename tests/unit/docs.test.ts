// @vitest-environment node
/**
 * The docs hold together: the README stays short (it points to the docs by audience), and every relative link in
 * README.md, CONTRIBUTING.md and docs/ leads to a file that exists, and to a heading of it when it names one.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const README_MAX_LINES = 300;

/** Markdown files under dir. A widget's notes (docs/widgets/notes) are fragments of its generated page, whose links they follow. */
function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => f.endsWith('.md') && !relative(root, f).split('\\').join('/').startsWith('docs/widgets/notes/'));
}

/** The text outside fenced code blocks. */
const outsideFences = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');
/** The text outside fenced code blocks and code spans, where a link is a link. */
const prose = (text: string) => outsideFences(text).replace(/`[^`\n]*`/g, '');

/** Relative link targets of a Markdown text: `[text](target)`, without web addresses or mail links. */
function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

/** GitHub's anchor of a heading: lower case, code marks and punctuation gone, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) =>
  new Set(
    outsideFences(readFileSync(file, 'utf8'))
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, ''))),
  );

/** The links of `file` that lead nowhere, as "target" strings. */
function brokenLinks(file: string): string[] {
  return relativeLinks(readFileSync(file, 'utf8')).filter((target) => {
    const [path = '', anchor] = target.split('#');
    const to = path ? join(dirname(file), decodeURIComponent(path)) : file;
    if (!existsSync(to)) return true;
    if (!anchor) return false;
    if (statSync(to).isDirectory() || !to.endsWith('.md')) return true;
    return !anchorsOf(to).has(anchor);
  });
}

describe('docs', () => {
  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  const files = [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...markdownUnder(join(root, 'docs'))];

  it('the docs by audience exist and the README links to each', () => {
    const readme = relativeLinks(readFileSync(join(root, 'README.md'), 'utf8'));
    for (const doc of ['docs/host.md', 'docs/editors.md', 'docs/widgets/README.md', 'CONTRIBUTING.md', 'docs/soak.md', 'docs/spec-differences.md']) {
      expect(existsSync(join(root, doc)), doc).toBe(true);
      expect(
        readme.some((t) => t.split('#')[0] === doc),
        `README.md links to ${doc}`,
      ).toBe(true);
    }
  });

  it('every relative link in README.md, CONTRIBUTING.md and docs/ points to a file (and heading) that exists', () => {
    const broken = files.flatMap((f) => brokenLinks(f).map((t) => `${relative(root, f)}: ${t}`));
    expect(broken).toEqual([]);
  });

  it('finds a broken link, a missing heading and a link inside code as no link', () => {
    expect(relativeLinks('[a](docs/x.md) [b](https://example.com) `[c](y.md)` [d](#top)')).toEqual(['docs/x.md', '#top']);
    expect(slug('The layers of `src/`')).toBe('the-layers-of-src');
    expect(slug('Markers, as the page sees them')).toBe('markers-as-the-page-sees-them');
    const dir = mkdtempSync(join(tmpdir(), 'sw-docs-'));
    try {
      writeFileSync(join(dir, 'b.md'), '# B\n\n## The layers of `src/`\n');
      writeFileSync(join(dir, 'a.md'), '# A\n[ok](b.md#the-layers-of-src) [gone](c.md) [no heading](b.md#nowhere) [here](#a) [not here](#b)\n');
      expect(brokenLinks(join(dir, 'a.md'))).toEqual(['c.md', 'b.md#nowhere', '#b']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

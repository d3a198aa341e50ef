/**
 * The manifest's module lists are in dependency order (each file after every chunk it imports, the entry last):
 * the loader runs them in that order, one module per task, so no task runs a whole widget graph at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = resolve(process.cwd(), 'dist') + '/';

interface ManifestFile {
  file: string;
}
interface Manifest {
  widgets: Record<string, { entry: string; js: ManifestFile[] }>;
  chunks: Record<string, ManifestFile[]>;
}

/** The chunks a built file imports statically (`import ... from "./chunk-X.js"` or `"./chunks/chunk-X.js"`). */
function importsOf(file: string): string[] {
  const text = readFileSync(dist + file, 'utf8');
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return [...text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => dir + m[1]!);
}

describe.runIf(existsSync(dist + 'manifest.json'))('manifest module order', () => {
  const man = JSON.parse(readFileSync(dist + 'manifest.json', 'utf8')) as Manifest;
  const lists: [string, string, string[]][] = [
    ...Object.entries(man.widgets).map(([name, w]) => [name, w.entry, w.js.map((f) => f.file)] as [string, string, string[]]),
    ...Object.entries(man.chunks).map(([file, js]) => [file, file, js.map((f) => f.file)] as [string, string, string[]]),
  ];

  it('lists widgets and lazy chunks', () => {
    expect(Object.keys(man.widgets).length).toBeGreaterThan(1);
    expect(lists.length).toBeGreaterThan(Object.keys(man.widgets).length);
  });

  for (const [name, entry, files] of lists) {
    it(`${name}: every file comes after the chunks it imports, and the entry is last`, () => {
      expect(files.at(-1)).toBe(entry);
      files.forEach((file, i) => {
        for (const dep of importsOf(file)) {
          const at = files.indexOf(dep);
          expect(at, `${file} imports ${dep}`).toBeGreaterThanOrEqual(0);
          expect(at, `${dep} before ${file}`).toBeLessThan(i);
        }
      });
    });
  }
});

// @vitest-environment node
// The build makes React DOM's module-level sentinel errors without the Error constructor (esbuild.config.mjs,
// reactSentinelErrors): under a DevTools client, an error made while React DOM's module runs made V8 re-parse
// the whole library for line numbers, in the task that evaluates React's chunk (docs/decisions/react-sentinel-errors.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SENTINEL_CODES = [519, 460, 474, 542, 461];

for (const dir of ['dist', 'dist-test']) {
  const chunks = join(__dirname, '../..', dir, 'chunks');
  // Built by `npm run build`, which `npm test` runs before the unit tests.
  describe.runIf(existsSync(chunks))(`${dir}: React DOM's chunk`, () => {
    const react = readdirSync(chunks)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(chunks, f), 'utf8'))
      .filter((text) => text.includes('react-dom-client.production') || text.includes('https://react.dev/errors/'));

    it('is one chunk of the build', () => {
      expect(react).toHaveLength(1);
    });

    it.each(SENTINEL_CODES)('makes sentinel error #%i without the Error constructor', (code) => {
      const text = react[0]!;
      expect(text).not.toMatch(new RegExp(`\\bError\\([\\w$]+\\(${code}\\)\\)`));
      expect(text).toMatch(new RegExp(`=[\\w$]+\\([\\w$]+\\(${code}\\)\\)`));
      expect(text).toContain('Object.create(Error.prototype)');
    });
  });
}

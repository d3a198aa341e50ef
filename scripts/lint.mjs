/**
 * Project lint: rules that matter for a script embedded in other people's pages, checked over the
 * shipped source (loader/, src/, widgets/). Fails with file:line for each finding.
 *  - no eval / new Function / string timers (strict CSP, no unsafe-eval);
 *  - no innerHTML / outerHTML / insertAdjacentHTML / document.write; server HTML goes through
 *    src/ui/SafeHtml (DOMPurify), the only file allowed dangerouslySetInnerHTML;
 *  - no `any` at a boundary: no explicit `: any` or `as any` in shipped code;
 *  - card data never persisted: no storage or cookie write in a file that mentions card numbers or CVVs;
 *  - default exports are not used (named exports only).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dirs = ['loader', 'src', 'widgets'];
const files = [];
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(p);
  }
};
for (const d of dirs) if (existsSync(join(root, d))) walk(join(root, d));

const rules = [
  [/\beval\s*\(|new\s+Function\s*\(|set(Timeout|Interval)\(\s*['"`]/, 'no eval, new Function or string timers (strict CSP)'],
  [/\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write/, 'no HTML string insertion; render with React or SafeHtml'],
  [/dangerouslySetInnerHTML/, 'only src/ui/SafeHtml.tsx may set HTML (DOMPurify)', (f) => f.endsWith('src/ui/SafeHtml.tsx')],
  [/:\s*any\b|\bas\s+any\b|<any>/, 'no `any`: validate with superstruct and use Infer<>'],
  [/^\s*export\s+default\b/, 'named exports only'],
];
const cardWords = /creditCardNumber|cardVerificationNumber|\bcvv\b/i;
const storageWrite = /(localStorage|sessionStorage)\.setItem|document\.cookie\s*=/;

const problems = [];
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    for (const [re, msg, allow] of rules) if (re.test(line) && !(allow && allow(f))) problems.push(`${relative(root, f)}:${i + 1}: ${msg}`);
  });
  if (cardWords.test(text) && storageWrite.test(text)) problems.push(`${relative(root, f)}: handles card data and writes to storage or cookies; keep card data out of any store`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\nlint: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`lint: ${files.length} files clean`);

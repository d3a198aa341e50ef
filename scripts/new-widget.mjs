#!/usr/bin/env node
/**
 * `npm run new-widget <name>`: a new widget folder in the one widget shape (CONTRIBUTING.md), which builds,
 * mounts on the widget catalog page (/widget-catalog/ shows a live marker of every widget in widgets.json),
 * has its byte budget (tests/unit/budgets.test.ts) and passes its own model and view tests. The widget it makes
 * loads a list through one call and shows it; its call answers at once until it is written over src/api.
 * tests/unit/newWidget.test.ts runs it in a copy of the repository.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGETS = join(ROOT, 'tests/unit/budgets.test.ts');
/** Where the widgets' budgets end in budgets.test.ts (the new entry goes just above). */
const BUDGETS_END = '  } as Record<string, number>,';

/** Why `name` cannot be a widget's name, or null when it can. */
export function nameProblem(name, root = ROOT) {
  if (!name) return 'give the new widget a name: npm run new-widget <name> (for example npm run new-widget gift-registry)';
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    return `"${name}" is not a widget name: use kebab-case, lower-case words joined by single hyphens and starting with a letter (for example "gift-registry")`;
  if (name.length > 40) return `"${name}" is longer than 40 characters: a content editor types it in every marker`;
  for (const dir of ['widgets', 'tests/widgets'])
    if (existsSync(join(root, dir, name))) return `a widget named "${name}" exists already (${dir}/${name}): widget names are a public contract, pick another`;
  return null;
}

const words = (name) => name.split('-');
const pascal = (name) =>
  words(name)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const camel = (name) => pascal(name)[0].toLowerCase() + pascal(name).slice(1);
const title = (name) =>
  words(name)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** The files of the widget `name`, by path under widgets/<name>/. */
export function widgetFiles(name) {
  const N = pascal(name);
  const n = camel(name);
  const UPPER = name.toUpperCase().replaceAll('-', '_');
  return {
    'index.ts': `import { defineWidget } from '../../src/mount';
import { ${n}Calls } from './calls';
import { ${N} } from './${N}';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: ${N},
  calls: ${n}Calls,
});
`,
    'meta.ts': `/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ${N}Props } from './schema';

export const meta = defineMeta({
  name: '${name}',
  description: "${title(name)}: a list loaded through the widget's one call. Say here what the shopper sees (the catalog and the docs show it).",
  props: ${N}Props,
  defaultLoad: 'visible',
});
`,
    'schema.ts': `import { defaulted, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/** The marker's props: \`data-title\`, the heading (default: the widget's own). */
export const ${N}Props = type({
  title: defaulted(stringProp(), ''),
});

export type ${N}PropsType = Infer<typeof ${N}Props>;
`,
    'model.ts': `/**
 * The ${title(name)} widget's behaviour: its list is asked for at mount; a failure offers to try again, which
 * asks again. A pure step; createModel runs the calls it asks for.
 */
import type { Next } from '../../src/platform/createModel';

export type ${N}Answer = { kind: 'ok'; items: string[] } | { kind: 'failed' };

/** What the widget asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ${N}Calls {
  load(input: null, signal: AbortSignal): Promise<${N}Answer>;
}

export interface ${N}State {
  status: 'loading' | 'ready' | 'error';
  items: string[];
}

export type ${N}Event = { type: 'retried' } | { type: 'loaded'; result: ${N}Answer };

export type ${N}Next = Next<${N}State, ${N}Event, ${N}Calls>;

const load = (s: ${N}State): ${N}Next => ({ state: s, effects: [{ type: 'request', call: 'load', input: null, key: 'load', done: { type: 'loaded' } }] });

/** The first state: the list on its way. */
export const start${N} = (): ${N}Next => load({ status: 'loading', items: [] });

export function ${n}Step(s: ${N}State, e: ${N}Event): ${N}Next {
  switch (e.type) {
    case 'retried':
      return s.status === 'loading' ? { state: s } : load({ ...s, status: 'loading' });
    case 'loaded':
      return { state: e.result.kind === 'ok' ? { status: 'ready', items: e.result.items } : { ...s, status: 'error' } };
  }
}
`,
    'calls.ts': `/** The ${title(name)} widget's calls in the page: the only file of the widget that talks to src/api. */
import type { ${N}Calls } from './model';

export const ${n}Calls: ${N}Calls = {
  // Answers at once until the widget has its endpoint: then a request() of src/api, tested in calls.test.ts
  // against the in-process simulator (tests/simulatorBrowser.ts).
  load: async () => ({ kind: 'ok', items: [] }),
};
`,
    'selectors.ts': `/** What the ${title(name)} widget shows, from its state and its text. */
import type { ${N}Messages } from './messages';
import type { ${N}State } from './model';

export interface ${N}View {
  busy: boolean;
  /** The line shown instead of the list (null: the list shows). */
  notice: string | null;
  items: string[];
  retry: boolean;
}

export function ${n}View(s: ${N}State, m: ${N}Messages): ${N}View {
  const notice = s.status === 'error' ? m.failed : s.status === 'ready' && !s.items.length ? m.empty : null;
  return { busy: s.status === 'loading', notice, items: s.status === 'ready' ? s.items : [], retry: s.status === 'error' };
}
`,
    'messages.ts': `/** The ${title(name)} widget's text. A host overrides any key with \`StorefrontWidgetsConfig.messages['${name}']\`. */
import { messagesFor } from '../../src/config';

export const ${UPPER}_MESSAGES = {
  title: '${title(name)}',
  loading: 'Loading…',
  empty: 'Nothing here yet.',
  failed: 'This could not be loaded. Please try again.',
  retry: 'Try Again',
};

export type ${N}Messages = typeof ${UPPER}_MESSAGES;

/** The text with the host's overrides applied. */
export const ${n}Messages = (): ${N}Messages => messagesFor('${name}', ${UPPER}_MESSAGES);
`,
    [`${N}.tsx`]: `import { useId, type ReactNode } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { Button, Spinner } from '../../src/ui';
import { ${n}Messages } from './messages';
import { ${n}Step, start${N}, type ${N}Calls } from './model';
import type { ${N}PropsType } from './schema';
import { ${n}View } from './selectors';
import './${N}.css';

/** The ${title(name)} widget: renders its model's state and dispatches; its calls come from index.ts. */
export function ${N}({ title }: ${N}PropsType): ReactNode {
  const m = ${n}Messages();
  const calls = useCalls<${N}Calls>();
  const [s, dispatch] = useModel(${n}Step, start${N}, () => ({ request: calls }));
  const view = ${n}View(s, m);
  const id = useId();
  return (
    <section className="sw-${name}" aria-labelledby={id} aria-busy={view.busy}>
      <h2 id={id} className="sw-${name}__title">
        {title || m.title}
      </h2>
      {view.busy && <Spinner label={m.loading} />}
      {view.notice && <p role={view.retry ? 'alert' : undefined}>{view.notice}</p>}
      {view.retry && (
        <Button variant="secondary" onClick={() => dispatch({ type: 'retried' })}>
          {m.retry}
        </Button>
      )}
      {view.items.length > 0 && (
        <ul className="sw-${name}__list">
          {view.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
`,
    [`${N}.css`]: `.sw-${name} {
  display: grid;
  gap: 0.5rem;
  color: var(--sw-color-text);
  font-family: var(--sw-font);
}

.sw-${name}__title {
  margin: 0;
  font-size: 1.25rem;
}

.sw-${name}__list {
  margin: 0;
  padding-left: 1.25rem;
}
`,
    'model.test.ts': `// @vitest-environment node
// The ${title(name)} widget's flows through its model with fake calls: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { ${n}Step, start${N}, type ${N}Calls } from './model';

function widget() {
  const io = fakePorts<${N}Calls>();
  const model = createModel(${n}Step, start${N}(), io.ports);
  model.start();
  return { io, model, s: () => model.get() };
}

describe('${name} model', () => {
  it('asks for the list at mount and shows what comes', async () => {
    const { io, s } = widget();
    expect(s().status).toBe('loading');
    await io.next('load').answer({ kind: 'ok', items: ['One', 'Two'] });
    expect(s()).toEqual({ status: 'ready', items: ['One', 'Two'] });
  });

  it('a failure offers to try again, which asks again once', async () => {
    const { io, model, s } = widget();
    await io.next('load').answer({ kind: 'failed' });
    expect(s().status).toBe('error');
    model.dispatch({ type: 'retried' });
    model.dispatch({ type: 'retried' });
    expect(io.calls.map((c) => c.call)).toEqual(['load', 'load']);
    await io.next('load').answer({ kind: 'ok', items: [] });
    expect(s()).toEqual({ status: 'ready', items: [] });
  });
});
`,
    [`${N}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import { ${N} } from './${N}';
import type { ${N}Answer, ${N}Calls } from './model';

// The view over stand-in calls (the model's flows: model.test.ts).
function show(answers: ${N}Answer[], title = '') {
  const calls: ${N}Calls = { load: async () => answers.shift() ?? { kind: 'failed' } };
  render(
    <WidgetCalls value={calls}>
      <${N} title={title} />
    </WidgetCalls>,
  );
}

describe('${N}', () => {
  it('shows its heading and the list it loads', async () => {
    show([{ kind: 'ok', items: ['One', 'Two'] }]);
    expect(screen.getByRole('heading', { name: '${title(name)}' })).toBeVisible();
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['One', 'Two']);
  });

  it("says so when there is nothing, under the marker's title", async () => {
    show([{ kind: 'ok', items: [] }], 'My Title');
    expect(await screen.findByText('Nothing here yet.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'My Title' })).toBeVisible();
  });

  it('a failure is an alert with Try Again, which loads again', async () => {
    show([{ kind: 'failed' }, { kind: 'ok', items: ['One'] }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['One']);
  });
});
`,
  };
}

/** Adds the widget's byte budget above the end of the widgets' budgets (a first guess: the build measures it). */
export function withBudget(source, name) {
  const at = source.indexOf(BUDGETS_END);
  if (at < 0) throw new Error(`tests/unit/budgets.test.ts has no line "${BUDGETS_END.trim()}" to add the budget above`);
  const entry = `    // Made by npm run new-widget: set to its measure (+ a little) once it does its work.\n    '${name}': 3 * KB,\n`;
  return source.slice(0, at) + entry + source.slice(at);
}

function main() {
  const name = process.argv[2] ?? '';
  const problem = nameProblem(name);
  if (problem) {
    console.error(`new-widget: ${problem}.`);
    process.exit(1);
  }
  const dir = join(ROOT, 'widgets', name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries(widgetFiles(name))) writeFileSync(join(dir, file), text);
  writeFileSync(BUDGETS, withBudget(readFileSync(BUDGETS, 'utf8'), name));
  console.log(`new-widget: made widgets/${name}/ and its budget in tests/unit/budgets.test.ts.
Next: npx vitest run widgets/${name}; npm run build; npm run demo and open /widget-catalog/#w-${name} (its live example).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

/**
 * Runs inside the page under test (bundled to one script by `inPageScript()`): finds elements by role and
 * accessible name through open shadow roots, as the Chromium e2e's getByRole does, so both engine drivers
 * query the page the same way. The accessible name is dom-accessibility-api's (the one Testing Library uses).
 */
import { computeAccessibleDescription, computeAccessibleName, getRole } from 'dom-accessibility-api';

/** One step of a query: a role and optionally a name (exact text, or a regular expression's source and flags). */
export interface Step {
  role?: string;
  name?: string;
  nameRe?: [string, string];
  text?: string;
  css?: string;
  level?: number;
  nth?: number;
  hidden?: boolean;
  /** Keep only the innermost matches (an element holding another match is dropped), as a text search wants. */
  innermost?: boolean;
}

/** Every element under `root`, descending into open shadow roots. */
function all(root: Element | Document | ShadowRoot, out: Element[] = []): Element[] {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    out.push(el);
    if (el.shadowRoot) all(el.shadowRoot, out);
  }
  return out;
}

/** The flat-tree parent: a slotted node's slot, a shadow root's host, or the parent element. */
function flatParent(el: Element): Element | null {
  if (el.assignedSlot) return el.assignedSlot;
  if (el.parentElement) return el.parentElement;
  const root = el.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

/** Hidden from a shopper: not rendered, invisible, or under aria-hidden / inert. */
export function hidden(el: Element): boolean {
  for (let e: Element | null = el; e; e = flatParent(e)) {
    if (e.getAttribute('aria-hidden') === 'true' || e.hasAttribute('inert')) return true;
    // A shadow host's child that no slot takes is not rendered (an island's server fallback, once replaced).
    if (e.parentElement?.shadowRoot && !e.assignedSlot) return true;
  }
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden' || style.visibility === 'collapse') return true;
  // An <option> of a closed <select> has no box but is there for the shopper.
  if (el instanceof HTMLOptionElement) return false;
  return style.display !== 'contents' && el.getClientRects().length === 0;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

function matches(el: Element, s: Step): boolean {
  if (s.css && !el.matches(s.css)) return false;
  if (s.role) {
    let role = getRole(el);
    // A <section> is a region only with a name, as in the accessibility tree.
    if (role === 'region' && !el.hasAttribute('aria-label') && !el.hasAttribute('aria-labelledby')) role = null;
    if (role !== s.role) return false;
    if (s.level !== undefined) {
      const level = Number(el.getAttribute('aria-level') ?? /^h(\d)$/i.exec(el.localName)?.[1]);
      if (level !== s.level) return false;
    }
  }
  if (s.text !== undefined && !norm(textOf(el)).includes(s.text)) return false;
  if (!s.hidden && hidden(el)) return false;
  if (s.name !== undefined || s.nameRe) {
    const name = norm(computeAccessibleName(el));
    if (s.name !== undefined && name !== s.name) return false;
    if (s.nameRe && !new RegExp(s.nameRe[0], s.nameRe[1]).test(name)) return false;
  }
  return true;
}

/** The text a shopper reads in `el`, through its shadow root and slots. */
export function textOf(el: Element | ShadowRoot): string {
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.value;
  const root: Node = el instanceof Element && el.shadowRoot ? el.shadowRoot : el;
  let out = '';
  for (const n of Array.from(root.childNodes)) {
    if (n.nodeType === Node.TEXT_NODE) out += n.textContent ?? '';
    else if (n instanceof HTMLSlotElement) for (const a of n.assignedNodes({ flatten: true })) out += a instanceof Element ? textOf(a) : (a.textContent ?? '');
    else if (n instanceof HTMLStyleElement || n instanceof HTMLScriptElement) continue;
    else if (n instanceof Element) out += (getComputedStyle(n).display === 'block' ? ' ' : '') + textOf(n) + ' ';
  }
  return out;
}

/** Whether `inner` is under `outer` in the flat tree. */
function contains(outer: Element, inner: Element): boolean {
  for (let e = flatParent(inner); e; e = flatParent(e)) if (e === outer) return true;
  return false;
}

/**
 * Elements the engine refused to let the query read (Firefox can answer a style or attribute read with "Security
 * Manager vetoed action"), as `<tag>: message`, for a failure's message. Such an element is skipped, not fatal
 * to the whole query: one refusal on a page must not hide every other element from the test.
 */
const refused: string[] = [];
function safeMatches(el: Element, s: Step): boolean {
  try {
    return matches(el, s);
  } catch (e) {
    if (refused.length < 20) refused.push(`<${el.localName}${el.id ? `#${el.id}` : ''}>: ${e instanceof Error ? e.message : String(e)}`.slice(0, 200));
    return false;
  }
}

/** All elements that match `steps` in turn, each step searched under the previous one's matches. */
export function findAll(steps: Step[]): Element[] {
  let scopes: (Document | Element)[] = [document];
  for (const s of steps) {
    const found: Element[] = [];
    for (const scope of scopes) {
      const pool = scope instanceof Document ? all(scope) : all(scope, scope.shadowRoot ? all(scope.shadowRoot) : []);
      for (const el of pool) if (!found.includes(el) && safeMatches(el, s)) found.push(el);
    }
    if (s.innermost) {
      const inner = found.filter((el) => !found.some((o) => o !== el && contains(el, o)));
      found.splice(0, found.length, ...inner);
    }
    const one = s.nth === undefined ? undefined : found.at(s.nth);
    scopes = s.nth === undefined ? found : one ? [one] : [];
  }
  return scopes as Element[];
}

/** What a test reads from an element, in one round trip. */
export function describe(el: Element) {
  const input = el as HTMLInputElement;
  return {
    name: norm(computeAccessibleName(el)),
    description: norm(computeAccessibleDescription(el)),
    text: norm(textOf(el)),
    value: 'value' in input ? String(input.value) : null,
    checked: 'checked' in input ? input.checked : el.getAttribute('aria-checked') === 'true',
    disabled: (el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true',
    focused: document.hasFocus() && deepActive() === el,
    attrs: Object.fromEntries(Array.from(el.attributes).map((a) => [a.name, a.value])),
  };
}

/** The element a click at (x, y) lands on, through open shadow roots. */
function deepElementFromPoint(x: number, y: number): Element | null {
  let el = document.elementFromPoint(x, y);
  while (el?.shadowRoot) {
    const inner = el.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  return el;
}

/**
 * Scrolls `el` into view and gives the point a shopper would click (its centre, in viewport pixels), and
 * whether a click there reaches `el` (not a header, a backdrop or an overlay on top of it).
 */
export async function clickPoint(el: Element): Promise<{ x: number; y: number; hits: boolean; on: string }> {
  // At once, not smoothly (a page's scroll-behavior: smooth would move the element after the point is taken),
  // and the point taken only once two frames agree on it (no scroll, layout shift or transition under way).
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const centre = () => {
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
  };
  await frame();
  const before = centre();
  await frame();
  const { x, y } = centre();
  const top = deepElementFromPoint(x, y);
  const hits = x === before.x && y === before.y && !!top && (top === el || contains(el, top));
  // Armed for the click about to come: the driver checks that it reached the element (see clicked()).
  const w = window as unknown as { __swClick?: { done: boolean } };
  const armed: { done: boolean } = { done: false };
  w.__swClick = armed;
  if (hits) el.addEventListener('click', () => (armed.done = true), { capture: true, once: true });
  return { x, y, hits, on: top ? `<${top.localName} role=${getRole(top)} name="${norm(computeAccessibleName(top)).slice(0, 40)}">${hits ? '' : ' (or still moving)'}` : 'nothing' };
}

/** A short account of what a query found, for a failure's message. */
export function summary(found: Element[]): string {
  const one = (el: Element) => {
    try {
      return `<${el.localName} role=${getRole(el)} name="${norm(computeAccessibleName(el)).slice(0, 60)}"${hidden(el) ? ' hidden' : ''}>`;
    } catch (e) {
      // The engine may refuse reads of one element (see safeMatches): the account of it must not hide the rest.
      return `<${el.localName} (refused: ${e instanceof Error ? e.message.slice(0, 80) : String(e)})>`;
    }
  };
  const skipped = refused.length ? `; elements the engine refused to the query: ${refused.slice(-3).join(' | ')}` : '';
  return `${found.length} found${found.length ? `: ${found.slice(0, 4).map(one).join(', ')}` : ''}; focus on ${(() => {
    const a = deepActive();
    return a ? one(a) : 'nothing';
  })()}${skipped}`;
}

/** The focused element, through shadow roots. */
export function deepActive(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

Object.assign(window, { __swEngines: { findAll, describe, deepActive, textOf, hidden, summary, clickPoint } });

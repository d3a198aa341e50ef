/** Minimal server-side HTML templating with escaping (the demo pages are plain server-rendered HTML). */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
// oxlint-disable-next-line typescript/no-base-to-string -- templates pass strings and numbers; anything else shows as String() does
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Markup that must not be escaped again. */
export class Raw {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const raw = (value: string): Raw => new Raw(value);

type Part = Raw | string | number | boolean | null | undefined | Part[];

const render = (part: Part): string =>
  Array.isArray(part) ? part.map(render).join('') : part instanceof Raw ? part.value : part === null || part === undefined || part === false ? '' : escapeHtml(part);

/** A tagged template: interpolated values are escaped unless wrapped in raw() or produced by html``. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Raw {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1]!;
  });
  return new Raw(out);
}

/**
 * Describes a widget's props schema for people: the widget catalog and the build's widgets.json use it,
 * so the documented marker attributes come from the same schema that validates them and cannot drift.
 */
import { create, is, type Struct } from 'superstruct';
import { toAttribute } from './props';

export interface PropDescription {
  /** The prop's name (camelCase), as the dataset API gives it. */
  name: string;
  /** The marker attribute that sets it, `data-max-items`. */
  attribute: string;
  /** 'string' | 'number' | 'integer' | 'boolean' | 'enums' | 'array' | 'object' ... */
  type: string;
  /** Allowed values for enums. */
  values?: string[];
  required: boolean;
  /** The value used when the attribute is absent. */
  defaultValue?: unknown;
}

/** Lists the props of a `type({...})` or `object({...})` schema. */
export function describeProps<T, S>(schema: Struct<T, S>): PropDescription[] {
  const entries = schema.schema && typeof schema.schema === 'object' ? (schema.schema as Record<string, Struct<unknown, unknown>>) : {};
  return Object.entries(entries).map(([name, s]) => {
    let defaultValue: unknown;
    try {
      defaultValue = create(undefined, s);
    } catch {
      defaultValue = undefined;
    }
    const required = !is(undefined, s) && defaultValue === undefined;
    const d: PropDescription = { name, attribute: toAttribute(name), type: s.type, required };
    if (s.type === 'enums' && s.schema && typeof s.schema === 'object') d.values = Object.keys(s.schema as object);
    if (defaultValue !== undefined) d.defaultValue = defaultValue;
    return d;
  });
}

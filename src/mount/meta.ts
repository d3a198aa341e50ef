/**
 * A widget's declaration: name, description, props schema, default load condition. Each widget keeps it in
 * its own `meta.ts` (importing only its schema and superstruct helpers, never component code), so the
 * build reads widgets.json and the manifest's load conditions without running any widget.
 */
import type { Struct } from 'superstruct';
import type { LoadCondition } from './contract';

export interface WidgetMeta<P> {
  /** The public name, the value of `data-widget` (kebab-case, stable; the folder's name). */
  name: string;
  /** One sentence for the widget catalog. */
  description?: string;
  /** The superstruct schema of the marker's props; use the coercing structs of src/mount/props. */
  props: Struct<P, unknown>;
  /** Load condition when the marker has no data-load. */
  defaultLoad: LoadCondition;
  /** Whether `StorefrontWidgets.open(name)` may open it as a dialog. */
  openable?: boolean;
}

/** Declares a widget's metadata (`export const meta = defineMeta({...})` in widgets/<name>/meta.ts). */
export const defineMeta = <P>(meta: WidgetMeta<P>): WidgetMeta<P> => meta;

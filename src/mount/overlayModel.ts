/**
 * What the editor overlay says about one marker, from what the page already holds: the marker's
 * `data-widget`, `data-load` and `data-widget-state` (set by the loader and the runtime), the build's
 * manifest (which names exist, their default load conditions) and the `storefront:widget-error` the marker
 * got. Pure, so each label is tested without a page.
 */
import type { Manifest, WidgetErrorDetail } from './contract';

/**
 * A marker's state: waiting for its load condition (no `data-widget-state` yet), loading, ready, error, or off
 * (switched off or outside its rollout for this shopper: the server's markup stays).
 */
export type MarkerState = 'waiting' | 'loading' | 'ready' | 'error' | 'off';

export interface MarkerFacts {
  /** `data-widget`. */
  name: string;
  /** `data-widget-state`, null when the loader has not set it. */
  state: string | null;
  /** `data-load`, undefined when absent. */
  load: string | undefined;
  /** The last `storefront:widget-error` about this marker. */
  error?: WidgetErrorDetail;
}

export interface MarkerLabel {
  name: string;
  state: MarkerState;
  /** The load condition: the marker's own, else the widget's default; `…` until the manifest has arrived. */
  load: string;
  /** False for a name the build does not have; undefined until the manifest has arrived. */
  known?: boolean;
  /** Why it is in the error state: an unknown name, each invalid prop with its expected shape, or the error's message. */
  notes: string[];
}

const STATES: readonly string[] = ['loading', 'ready', 'error', 'off'];

/** The loader's and runtime's messages start with this; the overlay already shows the widget's name. */
const PREFIX = /^\[storefront-widgets\] [^:]+: /;

/** The label of one marker. */
export function markerLabel(facts: MarkerFacts, manifest?: Pick<Manifest, 'widgets'>): MarkerLabel {
  const state = (STATES.includes(facts.state ?? '') ? facts.state : 'waiting') as MarkerState;
  const widget = manifest?.widgets[facts.name];
  const known = manifest ? !!widget : undefined;
  const notes: string[] = [];
  if (known === false) notes.push(`Unknown widget: there is no widget named "${facts.name}".`);
  else if (state === 'error' && facts.error) {
    const { problems, message } = facts.error;
    if (problems?.length) for (const p of problems) notes.push(`Invalid ${p.where}: expected ${p.expected}, got ${p.got}.`);
    else notes.push(message.replace(PREFIX, ''));
  }
  return { name: facts.name, state, load: facts.load ?? widget?.load ?? (manifest ? '-' : '…'), known, notes };
}

/** The label's first line, as the panel and the outline show it: `type-ahead: ready`. */
export const labelHead = (label: MarkerLabel): string => `${label.name}: ${label.state}`;

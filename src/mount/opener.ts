/**
 * The element that asked for a dialog. `openWidget()` is asynchronous (the widget's files may still be on
 * their way), and by the time the dialog opens its opener may have gone out of focus (a menu that closed as
 * the dialog was asked for). So the opener is noted when the open is asked for and handed to the island.
 */
import { deepActiveElement } from '../ui/deepActiveElement';

let pending: Element | null = null;

/** Notes the focused element now, for the next island opened by name. */
export function noteOpener(): void {
  pending = typeof document === 'undefined' ? null : deepActiveElement();
}

/** The noted opener (or the focused element, when the host called `StorefrontWidgets.open` itself); clears it. */
export function takeOpener(): Element | null {
  const el = pending ?? (typeof document === 'undefined' ? null : deepActiveElement());
  pending = null;
  return el;
}

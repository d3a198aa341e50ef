/** The island a component renders in: its widget, host, how it was created, and its ready() (see defineWidget). */
import { createContext, useContext } from 'react';

export interface IslandInfo {
  /** The widget's name. */
  name: string;
  /** The marker (or, for a widget opened by name, its body-level host). */
  host: HTMLElement;
  /** True when the island was created by `StorefrontWidgets.open`: it should open its dialog at once. */
  autoOpen: boolean;
  /**
   * For an island created by `open()`: the element that had focus when the open was asked for (looking into
   * shadow roots), so a dialog can give focus back to it even though the widget's files arrived later.
   */
  opener: Element | null;
  /** Disposes an island created by `open()`; does nothing for a marker's island. */
  dispose(): void;
  /**
   * For widgets defined with `revealWhenReady`: the island is complete (its data has arrived), so it
   * replaces the marker's server-rendered fallback now. Calling it again does nothing.
   */
  ready(): void;
  /**
   * For widgets defined with `revealWhenReady`: the island has nothing better than the server's fallback (its
   * content could not be read), so the fallback stays and the island stays hidden, past the reveal timeout.
   */
  keepFallback(): void;
}

export const IslandContext = createContext<IslandInfo | null>(null);

/** The island this component renders in (null outside an island, e.g. in unit tests). */
export const useIsland = (): IslandInfo | null => useContext(IslandContext);

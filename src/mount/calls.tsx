/**
 * A widget's calls reach its views through the island, not through an import: `defineWidget({ calls })` provides
 * them and a view reads them with `useCalls()`. A view therefore cannot call the server by itself, and a view test
 * gives the view its calls (`<WidgetCalls value={fake}>`: fakePorts' calls, or the real ones over the in-process
 * simulator).
 */
import { createContext, useContext, type ReactNode } from 'react';

const CallsContext = createContext<unknown>(null);

/** Provides `value` as the calls of the views below (the island does this for a widget defined with `calls`). */
export function WidgetCalls({ value, children }: { value: unknown; children?: ReactNode }): ReactNode {
  return <CallsContext.Provider value={value}>{children}</CallsContext.Provider>;
}

/** The calls of the widget this view renders in; throws when none were provided (a view test must give them). */
export function useCalls<C>(): C {
  const calls = useContext(CallsContext);
  if (calls === null) throw new Error('useCalls: no calls provided (defineWidget({ calls }) or <WidgetCalls value>)');
  return calls as C;
}

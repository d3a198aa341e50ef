import type { ReactNode, RefObject } from 'react';

/** Messages not tied to a field, as one alert the form can move focus to. */
export function GeneralErrors({ messages, innerRef, children }: { messages: string[]; innerRef: RefObject<HTMLDivElement | null>; children?: ReactNode }) {
  if (!messages.length && !children) return null;
  return (
    <div ref={innerRef} className="sw-alert sw-alert--error sw-auth__general" role="alert" tabIndex={-1}>
      {messages.map((msg, i) => (
        <p key={i} className="sw-auth__message">
          {msg}
        </p>
      ))}
      {children}
    </div>
  );
}

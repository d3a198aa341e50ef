import { useCallback, useSyncExternalStore } from 'react';

const matches = (query: string): boolean => typeof matchMedia === 'function' && matchMedia(query).matches;

/** True while the media query matches ('(max-width: 767px)' on phones), following its changes; false without matchMedia. */
export function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const mq = matchMedia(query);
      mq.addEventListener('change', changed);
      return () => mq.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matches(query));
}

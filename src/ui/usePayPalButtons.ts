/**
 * The wallet's button, once for every widget that shows it (the cart's express checkout and the checkout's
 * wallets): loads the wallet through `loadPayPal` (one script per page, whichever widget asks first), renders
 * its Buttons with the widget's callbacks into the returned host element, and says where it stands: 'loading'
 * until the button is on screen, 'ready', or 'failed' (no configuration, the script refused or not loaded, or
 * the wallet's render threw; each logged once, naming the widget). Imported directly, not through the ui index:
 * only the wallet chunks need it.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { loadPayPal, type PayPalButtonsOptions } from '../integrations';

export type PayPalPhase = 'loading' | 'ready' | 'failed';

/**
 * `options` is read once, when the button is rendered (the wallet keeps the callbacks it was given): callbacks
 * that need the widget's latest state read it through a ref or the widget's model. The button is set up once per
 * mount and `scriptOverride`.
 */
export function usePayPalButtons(widget: string, options: () => PayPalButtonsOptions, scriptOverride?: string): { host: RefObject<HTMLDivElement | null>; phase: PayPalPhase } {
  const [phase, setPhase] = useState<PayPalPhase>('loading');
  const host = useRef<HTMLDivElement>(null);
  // Read when the button is rendered: an effect event gives the latest options without making them a dependency.
  const buttonOptions = useEffectEvent(options);

  useEffect(() => {
    let gone = false;
    void (async () => {
      const api = await loadPayPal(widget, scriptOverride);
      if (gone) return;
      if (!api || !host.current) return setPhase('failed');
      try {
        await api.Buttons(buttonOptions()).render(host.current);
        if (!gone) setPhase('ready');
      } catch (e) {
        console.error(`[storefront-widgets] ${widget}: the PayPal button could not be shown:`, e);
        if (!gone) setPhase('failed');
      }
    })();
    return () => {
      gone = true;
    };
  }, [widget, scriptOverride]);

  return { host, phase };
}

/**
 * Every third-party script the widgets may add to a page, and whether the checkout (where the card is typed) may
 * have it: what it is, why it is there, and where its address comes from. PCI DSS 4.0 requirement 6.4.3 asks a
 * store to keep such a list of the scripts on its payment page, each authorized and justified; this is the SDK's
 * part of it (the host page's own scripts are the store's to add). A script is added only through
 * src/integrations/externalScript, under the allowlist of its purpose (`scriptSources`), so a script that is not here
 * cannot be added by the widgets. scriptInventory.test.ts holds this list to the purposes the allowlist knows.
 */
import type { ScriptPurpose } from '../config/hostConfig';

export interface InventoryScript {
  purpose: ScriptPurpose;
  what: string;
  why: string;
  /** Where its address comes from (host config or init data, never content). */
  from: string;
  /** Whether the checkout page may load it, and when. */
  onCheckout: string | false;
}

export const SCRIPT_INVENTORY: readonly InventoryScript[] = [
  {
    purpose: 'wallet',
    what: 'PayPal JavaScript SDK (the wallet button)',
    why: "Express checkout with the shopper's PayPal account, in the cart and the checkout",
    from: 'init data payPalInfo.sdkUrl, with its client-id in the query',
    onCheckout: 'when the wallet is offered (no promo, list or registry restriction)',
  },
  {
    purpose: 'wallet',
    what: 'Card-wallet script (browser pay)',
    why: 'Paying with a card kept in the browser or phone wallet',
    from: 'init data cardWalletInfo.scriptUrl',
    onCheckout: 'when googlePayEnabled is on, the device is not iOS and the cardWalletGate flag is off',
  },
  {
    purpose: 'chat',
    what: 'Live-chat script',
    why: "The header's chat toggle: talk to customer service",
    from: 'init data chatInfo.talkativeURL',
    onCheckout: 'only after the shopper clicks the chat toggle in the header',
  },
  {
    purpose: 'recommendations',
    what: 'Recommendations engine script',
    why: 'Product recommendation bands (cart, product and home pages)',
    from: 'host config endpoints.recsEngineScript, else the engine script path of the SDK',
    onCheckout: false,
  },
  {
    purpose: 'replay',
    what: 'Session-replay recorder (a vendor adapter)',
    why: 'Session replay with the shopper’s performance consent',
    from: 'init data sessionReplay.scriptUrl',
    onCheckout: false,
  },
  {
    purpose: 'form',
    what: 'Contact form service (JSONP, one script per request)',
    why: 'Sending a contact form from a content page',
    from: "the form content's apiURL, only under the form service's prefix",
    onCheckout: false,
  },
];

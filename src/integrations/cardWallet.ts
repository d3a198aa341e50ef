/**
 * The card-wallet script (storefront spec section 7: "A card-wallet script is loaded when googlePayEnabled, not on
 * iOS and no gate flag"). The spec names neither the address nor the flag; here, vendor-neutral:
 * - the address is the init data's `cardWalletInfo.scriptUrl` (beside payPalInfo.sdkUrl; the demo serves a
 *   stand-in), loaded once per page through the one script loader (origin allowlist, the loader's nonce);
 * - the gate flag is the feature flag `cardWalletGate` ($features: the host config's `features.cardWalletGate`
 *   wins, else the session's featureToggles or store config): set, no script is loaded.
 * iOS is told by the user agent (iPhone, iPad, iPod), and an iPad that reports itself as a Mac with touch.
 */
import { optional, string, type } from 'superstruct';
import { loadInitPart } from '../api/init';
import type { Features } from '../stores/features';
import { addScript, type ScriptOutcome } from './externalScript';

type Device = Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>;

export const isIOS = (n: Device): boolean => /iP(hone|ad|od)/.test(n.userAgent) || (n.platform === 'MacIntel' && n.maxTouchPoints > 1);

/** Whether this page loads the card-wallet script: googlePayEnabled, not iOS, and no gate flag. */
export const wantsCardWallet = (f: Features, n: Device = navigator): boolean => f.googlePayEnabled && !f.cardWalletGate && !isIOS(n);

const Init = type({ cardWalletInfo: optional(type({ scriptUrl: optional(string()) })) });
let flight: Promise<ScriptOutcome> | undefined;

/** Adds the script once per page, from the init data's address (none there: the loader refuses '' and says so). */
export function loadCardWallet(widget: string): Promise<ScriptOutcome> {
  return (flight ??= loadInitPart(widget, Init).then((d) => addScript(widget, d?.cardWalletInfo?.scriptUrl ?? '', { name: 'card-wallet script', purpose: 'wallet' })));
}

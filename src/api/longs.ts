/**
 * The session confirmation number is a signed 64-bit long and real backends send values beyond 2^53,
 * which a JS number cannot hold. It never passes through JSON.parse as a number: its keys are quoted in
 * the raw text before parsing, and it is written back into JSON bodies as a raw integer literal.
 */

/** Keys whose integer values are longs that must stay exact (read as strings). */
export const LONG_KEYS = ['dynSessConfNumber', 'sessionConfirmationNumber', 'stringSessionConfirmationNumber', '_dynSessConf'];

const longKeyRe = new RegExp(`"(${LONG_KEYS.join('|')})"(\\s*:\\s*)(-?\\d+)`, 'g');

/** JSON.parse, with the values of LONG_KEYS turned into exact decimal strings. Throws on bad JSON. */
export function parseJsonKeepingLongs(text: string): unknown {
  return JSON.parse(text.replace(longKeyRe, '"$1"$2"$3"'));
}

/** The session confirmation number in a response text, exactly as sent (raw long or string), or null. */
export function readConfirmationNumber(text: string): string | null {
  const m = /"(?:sessionConfirmationNumber|dynSessConfNumber|stringSessionConfirmationNumber)"\s*:\s*"?(-?\d{1,20})"?/.exec(text);
  return m ? m[1]! : null;
}

/** True for a decimal string that fits a signed 64-bit long. */
export function isLong(value: string): boolean {
  if (!/^-?\d{1,20}$/.test(value)) return false;
  const n = BigInt(value);
  return n >= -(2n ** 63n) && n < 2n ** 63n;
}

const MARK = '\u0000sw-long\u0000';

/** JSON.stringify of a body, with `_dynSessConf` written as a raw integer literal from its exact string. */
export function stringifyWithDynSess(body: Record<string, unknown>, dynSess: string | null): string {
  if (dynSess === null || !isLong(dynSess)) return JSON.stringify(body);
  return JSON.stringify({ ...body, _dynSessConf: MARK }).replace(JSON.stringify(MARK), dynSess);
}

/**
 * What an answer that is not a success means to a form, one way for every call (checkout spec section 8,
 * storefront spec section 8): the server refused it with form exceptions (messages by field, and general
 * ones), or there was no usable answer (a timeout, or the call failed or could not be read), which a form
 * shows as "try again".
 */
import type { ApiError } from './result';

/** The server refused: messages by field (its propertyPath) and general ones. */
export type Refused = { kind: 'formError'; fieldErrors: Record<string, string>; messages: string[] };
/** No usable answer: the shopper may try again. */
export type Failed = { kind: 'failed'; timeout: boolean };

/** The outcome of a call that did not succeed. */
export const notOk = (r: ApiError): Refused | Failed =>
  r.kind === 'formError' ? { kind: 'formError', fieldErrors: r.fieldErrors, messages: r.messages } : { kind: 'failed', timeout: r.kind === 'timeout' };

/** Everything a refusal says, as one text: the field messages, then the general ones, each once. */
export const refusalText = (o: Refused): string => [...new Set([...Object.values(o.fieldErrors), ...o.messages])].join(' ');

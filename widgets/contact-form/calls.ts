/**
 * The contact form's calls: the form content from the web contents call, and the request itself, a JSONP
 * GET to the content's apiURL with the fields, formId and a timestamp (spec section 7), whose callback
 * answers 'success' or 'error'. The script goes through the one script loader (src/integrations/externalScript: nonce,
 * the form service's allowlist), so an apiURL from content that is `data:`, on another origin, or any other
 * script of the store's origin (not under the form service's prefix, `/rest/forms/` by default) runs nothing; the
 * callback's name is generated per request and removed after use; no answer in time is a failure.
 */
import { unknown } from 'superstruct';
import { client, webContents } from '../../src/api';
import { getHostConfig } from '../../src/config';
import { track } from '../../src/events';
import { addScript } from '../../src/integrations';
import type { ContactFormCalls, FormContent } from './model';

export type JsonpResult = 'success' | 'error' | 'timeout' | 'failed';

const log = (why: string) => console.error(`[storefront-widgets] contact-form: ${why}`);

/**
 * Sends `params` to `url` as JSONP. Resolves once: the answer, or 'failed' (the address was refused or the
 * script did not load, both logged by the script loader), or 'timeout'.
 */
export function sendJsonp(url: string, params: Record<string, string>): Promise<JsonpResult> {
  const timeoutMs = getHostConfig().timeoutMs ?? 15000;
  return new Promise((resolve) => {
    const w = window as unknown as Record<string, unknown>;
    const name = `swContact${Math.random().toString(36).slice(2)}`;
    let settled = false;
    const finish = (r: JsonpResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A late answer after a timeout still finds a callback (no error on the page), which then removes itself.
      if (r === 'timeout') w[name] = () => delete w[name];
      else delete w[name];
      resolve(r);
    };
    // The answer is 'success' or { result: 'success' }; anything else is an error.
    w[name] = (answer: unknown) => finish((answer && typeof answer === 'object' ? (answer as { result?: unknown }).result : answer) === 'success' ? 'success' : 'error');
    const timer = setTimeout(() => {
      log('no answer in time.');
      finish('timeout');
    }, timeoutMs);
    void addScript('contact-form', url || client.pathOf('contactForm'), { name: 'form service script', purpose: 'form', transient: true, params: { ...params, callback: name } }).then((outcome) =>
      // Loaded but no callback: the answer is not coming.
      finish(outcome === 'loaded' ? 'error' : 'failed'),
    );
  });
}

/** The first object in an answer that looks like a contact form's content (it has a formId or an apiURL). */
export function findFormContent(data: unknown): FormContent | null {
  if (!data || typeof data !== 'object') return null;
  const o = data as FormContent;
  if (typeof o.formId === 'string' || typeof o.apiURL === 'string') return o;
  for (const v of Object.values(o)) {
    const found = findFormContent(v);
    if (found) return found;
  }
  return null;
}

/** The form content of a content page (web contents call). Null when there is none or no answer. */
export async function loadFormContent(pathKey: string): Promise<FormContent | null> {
  // unknown(): the content is searched below; without a schema the client hands back no data at all.
  const r = await webContents({ pathKey }, { schema: unknown() });
  if (!r.ok) {
    log(`no form content (${r.kind}).`);
    return null;
  }
  return findFormContent(r.data);
}

/** The contact form's calls in the page. */
export const contactFormCalls: ContactFormCalls = {
  loadContent: loadFormContent,
  // JSONP cannot be aborted; its answer is tracked even when the form has gone.
  send: async ({ url, formId, fields }) => {
    const result = await sendJsonp(url, { ...fields, formId, timestamp: String(Date.now()) });
    track('contact-form', { formId, result: result === 'success' ? 'success' : 'error' });
    return result === 'success';
  },
};

import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntime } from '../../src/config';
import { findFormContent, sendJsonp } from './calls';

/** Captures the JSONP script instead of loading it. */
function captureScript() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void scripts.push(...(nodes as HTMLScriptElement[])));
  return scripts;
}
const win = window as unknown as Record<string, unknown>;

afterEach(() => vi.useRealTimers());

describe('the contact form JSONP call (spec section 7)', () => {
  it('carries the fields, the callback and the loader nonce; the callback is removed after use', async () => {
    setRuntime({ nonce: 'n0nce', cfg: {} });
    const scripts = captureScript();
    const done = sendJsonp('/rest/forms/contact-a-rep', { fname: 'Dana', formId: 'f1', timestamp: '1' });
    const s = scripts[0]!;
    expect(s.nonce).toBe('n0nce');
    const url = new URL(s.src);
    expect(url.pathname).toBe('/rest/forms/contact-a-rep');
    expect(url.searchParams.get('fname')).toBe('Dana');
    expect(url.searchParams.get('formId')).toBe('f1');
    const name = url.searchParams.get('callback')!;
    expect(typeof win[name]).toBe('function');
    (win[name] as (a: unknown) => void)({ result: 'success' });
    expect(await done).toBe('success');
    expect(name in win).toBe(false);
  });

  it.each([
    ['error', 'error'],
    [{ result: 'error' }, 'error'],
    ['success', 'success'],
    [{ nope: 1 }, 'error'],
  ])('answer %j -> %s', async (answer, result) => {
    const scripts = captureScript();
    const done = sendJsonp('/rest/forms/x', {});
    const name = new URL(scripts[0]!.src).searchParams.get('callback')!;
    (win[name] as (a: unknown) => void)(answer);
    expect(await done).toBe(result);
  });

  it('each call has its own callback name', () => {
    const scripts = captureScript();
    void sendJsonp('/rest/forms/x', {});
    void sendJsonp('/rest/forms/x', {});
    const [a, b] = scripts.map((s) => new URL(s.src).searchParams.get('callback'));
    expect(a).not.toBe(b);
  });

  it('a script that cannot load fails at once (logged); one that loads without answering is an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scripts = captureScript();
    const failed = sendJsonp('/rest/forms/x', {});
    scripts[0]!.onerror!(new Event('error'));
    expect(await failed).toBe('failed');
    expect(log).toHaveBeenCalledOnce();
    const silent = sendJsonp('/rest/forms/x', {});
    scripts[1]!.onload!(new Event('load'));
    expect(await silent).toBe('error');
  });

  it.each([
    'data:text/javascript,window.swPwned=1',
    'https://evil.example/x',
    'http://127.0.0.2:9/x',
    '/static/replay/recorder.js',
    '/rest/forms/../../static/replay/recorder.js',
    '/rest/model/atg/userprofiling/ProfileActor/login',
  ])('an apiURL of %s adds no script, says why and fails', async (apiURL) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scripts = captureScript();
    const callbacks = () => Object.keys(win).filter((k) => k.startsWith('swContact'));
    const before = callbacks();
    expect(await sendJsonp(apiURL, { fname: 'Dana' })).toBe('failed');
    expect(scripts).toHaveLength(0);
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^\[storefront-widgets\] contact-form: the form service script ".*" is refused: /));
    expect(String(log.mock.calls[0]![0])).toContain(JSON.stringify(apiURL));
    expect(callbacks()).toEqual(before);
  });

  it('no answer within 15 s is a timeout; a late answer then finds a callback that removes itself', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const scripts = captureScript();
    const done = sendJsonp('/rest/forms/x', {});
    const name = new URL(scripts[0]!.src).searchParams.get('callback')!;
    vi.advanceTimersByTime(14_999);
    vi.advanceTimersByTime(1);
    expect(await done).toBe('timeout');
    expect(() => (win[name] as (a: unknown) => void)({ result: 'success' })).not.toThrow();
    expect(name in win).toBe(false);
  });
});

describe('form content from the content call', () => {
  it('finds the first item with a formId or apiURL, however deep', () => {
    const item = { formTitle: 'Request Access', apiURL: '/forms/x', formId: 'b2b', enabled: false };
    expect(findFormContent({ contents: [{ mainContent: [{ type: 'Spacer' }, { content: item }] }] })).toEqual(item);
    expect(findFormContent({ contents: [] })).toBeNull();
    expect(findFormContent(null)).toBeNull();
  });
});

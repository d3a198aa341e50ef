// @vitest-environment node
import { number } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { tabMessage } from './tabs';

describe('tab messages', () => {
  it('a message type is declared once: a second declaration (another store taking the name) throws', () => {
    tabMessage('tabs-test-once', { n: number() });
    expect(() => tabMessage('tabs-test-once', {})).toThrow('tab message "tabs-test-once" is declared twice');
  });

  it('a posted message reaches the other tabs with its type on the wire, and their listeners get its fields', async () => {
    const sent = tabMessage('tabs-test-wire', { n: number() });
    const heard: unknown[] = [];
    const other = new BroadcastChannel('storefront-widgets');
    other.onmessage = (e) => heard.push(e.data);
    sent.post({ n: 4 });
    await expect.poll(() => heard).toEqual([{ type: 'tabs-test-wire', n: 4 }]);
    const got: unknown[] = [];
    const off = sent.on((f) => got.push(f));
    other.postMessage({ type: 'tabs-test-wire', n: 5 });
    other.postMessage({ type: 'tabs-test-wire', n: 'five' });
    other.postMessage({ type: 'tabs-test-undeclared', n: 6 });
    other.postMessage({ type: 'tabs-test-wire', n: 7 });
    await expect.poll(() => got).toEqual([{ n: 5 }, { n: 7 }]);
    off();
    other.close();
  });
});

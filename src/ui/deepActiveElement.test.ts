import { describe, expect, it } from 'vitest';
import { focusableIn } from './deepActiveElement';

describe('focusableIn', () => {
  it("counts the controls of an island's open shadow root inside the container, in tab order, and skips hidden ones", () => {
    const box = document.createElement('div');
    const before = Object.assign(document.createElement('button'), { textContent: 'View Cart' });
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const next = Object.assign(document.createElement('button'), { textContent: 'Next' });
    const card = Object.assign(document.createElement('a'), { href: '/p/S1/', textContent: 'Card' });
    shadow.append(next, card);
    const hiddenHost = document.createElement('div');
    hiddenHost.hidden = true;
    hiddenHost.attachShadow({ mode: 'open' }).append(document.createElement('button'));
    const after = Object.assign(document.createElement('button'), { textContent: 'Continue Shopping' });
    box.append(before, host, hiddenHost, after);
    document.body.append(box);
    expect(focusableIn(box)).toEqual([before, next, card, after]);
    box.remove();
  });
});

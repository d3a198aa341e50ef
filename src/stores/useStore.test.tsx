import { act, render, screen, waitFor } from '@testing-library/react';
import { atom } from 'nanostores';
import { flushSync } from 'react-dom';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from './useStore';

const count = atom(0);
const label = atom('a');

function Both({ log }: { log: string[] }) {
  const n = useStore(count);
  const l = useStore(label);
  log.push(`${n}${l}`);
  return <output>{`${n}${l}`}</output>;
}

const shown = () => screen.getByRole('status');

const flushMicrotasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('useStore', () => {
  beforeEach(() => {
    count.set(0);
    label.set('a');
  });

  it('shows the store value and follows its changes', async () => {
    render(<Both log={[]} />);
    expect(shown()).toHaveTextContent('0a');
    act(() => count.set(1));
    expect(shown()).toHaveTextContent('1a');
  });

  it('does not miss a change made between the first render and the subscription', async () => {
    function SetsDuringRender() {
      const n = useStore(count);
      // A sibling rendered earlier in the same pass changes the store before the effects subscribe.
      if (n === 0) count.set(5);
      return <output>{`count ${n}`}</output>;
    }
    render(<SetsDuringRender />);
    await waitFor(() => expect(shown()).toHaveTextContent('count 5'));
  });

  describe('outside act, as in the browser', () => {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    let before: boolean | undefined;
    beforeEach(() => {
      before = env.IS_REACT_ACT_ENVIRONMENT;
      env.IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterEach(() => {
      env.IS_REACT_ACT_ENVIRONMENT = before;
    });

    it('renders a change in a later task, as a transition, not synchronously in a microtask', async () => {
      const log: string[] = [];
      render(<Both log={log} />);
      await waitFor(() => expect(shown()).toHaveTextContent('0a'));
      count.set(1);
      await flushMicrotasks();
      // useSyncExternalStore would have rendered 1a by now (its updates flush in a microtask).
      expect(shown()).toHaveTextContent('0a');
      await waitFor(() => expect(shown()).toHaveTextContent('1a'));
    });

    it('a render for another reason shows the store as it is now, never an older value', async () => {
      function Counter() {
        const n = useStore(count);
        const [own, setOwn] = useState(0);
        return (
          <button type="button" onClick={() => setOwn((x) => x + 1)}>
            {`${n}/${own}`}
          </button>
        );
      }
      render(<Counter />);
      const button = screen.getByRole('button');
      await waitFor(() => expect(button).toHaveTextContent('0/0'));
      count.set(1);
      // The island's own update (a click, its call's answer) renders before the store's transition does.
      flushSync(() => button.click());
      expect(button).toHaveTextContent('1/1');
    });

    it('renders changes made in the same task together: no render shows one new and one old value', async () => {
      const log: string[] = [];
      render(<Both log={log} />);
      await waitFor(() => expect(shown()).toHaveTextContent('0a'));
      log.length = 0;
      count.set(1);
      label.set('b');
      await waitFor(() => expect(shown()).toHaveTextContent('1b'));
      expect(log.filter((shown) => shown !== '1b')).toEqual([]);
    });
  });
});

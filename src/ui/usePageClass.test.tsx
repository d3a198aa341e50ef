// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageClass } from './usePageClass';

function Holder({ on }: { on: boolean }) {
  usePageClass('sw-test-open', on);
  return null;
}
const marked = () => document.body.classList.contains('sw-test-open');

describe('usePageClass', () => {
  afterEach(() => document.body.classList.remove('sw-test-open'));

  it('puts the class on the body while on, and takes it away when off or unmounted', () => {
    const { rerender, unmount } = render(<Holder on={false} />);
    expect(marked()).toBe(false);
    rerender(<Holder on />);
    expect(marked()).toBe(true);
    rerender(<Holder on={false} />);
    expect(marked()).toBe(false);
    rerender(<Holder on />);
    unmount();
    expect(marked()).toBe(false);
  });

  it('stays while another component still holds it', () => {
    const a = render(<Holder on />);
    const b = render(<Holder on />);
    a.unmount();
    expect(marked()).toBe(true);
    b.unmount();
    expect(marked()).toBe(false);
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazyChunk';

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('lazyChunk', () => {
  it('shows the fallback while the chunk loads, then the component with its props', async () => {
    let resolve!: (m: { Greeting: typeof Greeting }) => void;
    const chunk = new Promise<{ Greeting: typeof Greeting }>((r) => (resolve = r));
    const Lazy = lazyChunk(() => chunk, 'Greeting');
    render(<Lazy name="Ms. Rivera" />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await act(async () => resolve({ Greeting }));
    expect(screen.getByText('Hello Ms. Rivera')).toBeVisible();
  });

  it('a failed chunk shows a retry message in its place; Retry asks again and renders it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<{ Greeting: typeof Greeting }>>().mockRejectedValueOnce(new Error('chunks/Greeting.js failed')).mockResolvedValue({ Greeting });
    const Lazy = lazyChunk(load, 'Greeting');
    render(
      <div>
        <button type="button">Still works</button>
        <Lazy name="again" />
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Still works' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello again')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads once for every copy on the page, and preload() resolves true or false without rejecting', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Lazy = lazyChunk(load, 'Greeting');
    await expect(Lazy.preload()).resolves.toBe(true);
    render(
      <>
        <Lazy name="a" />
        <Lazy name="b" />
      </>,
    );
    expect(screen.getByText('Hello a')).toBeVisible();
    expect(screen.getByText('Hello b')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyChunk(() => Promise.reject(new Error('offline')), 'Greeting' as never);
    await expect(Broken.preload()).resolves.toBe(false);
  });

  it('a module without the named export is a failure, not a blank island', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lazy = lazyChunk(() => Promise.resolve({ Other: Greeting } as { Other: typeof Greeting; Greeting?: typeof Greeting }), 'Greeting');
    render(<Lazy name="x" />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});

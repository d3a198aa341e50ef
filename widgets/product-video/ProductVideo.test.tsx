import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import type { ProductVideoCalls } from './model';
import { ProductVideo } from './ProductVideo';
import type { ProductVideoPropsType, Video } from './schema';

// The view over stand-in calls (the call itself: calls.test.ts; the page: tests/e2e/product-video.spec.ts).
let answer: Video[] | null = [];
const calls: unknown[] = [];
const videoCalls: ProductVideoCalls = { loadVideos: (q) => (calls.push(q), Promise.resolve(answer)) };
const renderVideo = (p: ProductVideoPropsType) => render(<ProductVideo {...p} />, { wrapper: ({ children }) => <WidgetCalls value={videoCalls}>{children}</WidgetCalls> });

const video = (i: number, extra: Partial<Video> = {}): Video => ({
  name: `Video ${i}`,
  description: `About video ${i}.`,
  minGrade: 'K',
  maxGrade: '2',
  repositoryId: `MV${i}`,
  seoUrl: `/p/S${i}/`,
  baseContentUrl: `/static/video/v${i}`,
  mediaDisplayImage: `/img/v${i}.jpg`,
  captionsUrl: '',
  ...extra,
});

const props = { view: 'button' as const, productId: 'P1', filePattern: '{baseContentUrl}-tablet-480p-1400k.mp4', linkBase: '' };

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  calls.length = 0;
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ProductVideo, button view', () => {
  it("asks for the product's videos; 'Play Video' opens the player on the pattern's mp4 with the captions track", async () => {
    answer = [video(1, { captionsUrl: '/c/v1.vtt' })];
    const user = userEvent.setup();
    renderVideo(props);
    const button = await screen.findByRole('button', { name: 'Play Video' });
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(calls).toEqual([{ productId: 'P1' }]);
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Video 1' });
    const v = dialog.querySelector('video')!;
    expect(v.querySelector('source')!.getAttribute('src')).toBe('/static/video/v1-tablet-480p-1400k.mp4');
    expect(v.querySelector('source')!.getAttribute('type')).toBe('video/mp4');
    const track = v.querySelector('track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('src')).toBe('/c/v1.vtt');
    expect(v.getAttribute('poster')).toBe('/img/v1.jpg');
    expect(play).toHaveBeenCalled();
  });

  it('no captions track when the record has none', async () => {
    answer = [video(2)];
    const user = userEvent.setup();
    renderVideo(props);
    await user.click(await screen.findByRole('button', { name: 'Play Video' }));
    expect(screen.getByRole('dialog').querySelector('track')).toBeNull();
  });

  it('Escape closes, pauses and rewinds, and focus returns to the button', async () => {
    answer = [video(1)];
    const user = userEvent.setup();
    renderVideo(props);
    const button = await screen.findByRole('button', { name: 'Play Video' });
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);
    const v = screen.getByRole('dialog').querySelector('video')!;
    v.currentTime = 2;
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pause).toHaveBeenCalled();
    expect(v.currentTime).toBe(0);
    expect(document.activeElement).toBe(button);
  });

  it('a product without a video, or a failed call, shows no button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = [];
    const { unmount } = renderVideo(props);
    await vi.waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    unmount();
    answer = null;
    renderVideo(props);
    await vi.waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });

  it('a record whose file address is refused says it cannot play', async () => {
    answer = [video(1, { baseContentUrl: 'javascript:alert(1)' })];
    const user = userEvent.setup();
    renderVideo(props);
    await user.click(await screen.findByRole('button', { name: 'Play Video' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('video')).toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toBe('This video cannot be played right now.');
  });
});

describe('ProductVideo, results view', () => {
  const results = { ...props, view: 'results' as const, productId: undefined, term: 'bears' };

  it("lists each record with 'Play Video' and 'View Product'; the first 4 images eager, the rest lazy", async () => {
    answer = [1, 2, 3, 4, 5, 6].map((i) => video(i));
    renderVideo(results);
    const list = await screen.findByRole('list', { name: 'Video results' });
    expect(calls).toEqual([{ Ntt: 'bears' }]);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    items.forEach((item, i) => {
      expect(within(item).getByRole('heading', { name: `Video ${i + 1}` })).toBeVisible();
      expect(within(item).getByRole('button', { name: 'Play Video' }).getAttribute('aria-describedby')).toBeTruthy();
      expect(within(item).getByRole('link', { name: 'View Product' }).getAttribute('href')).toBe(`/p/S${i + 1}/`);
      expect(
        within(item)
          .getByRole('img', { name: `Video ${i + 1}` })
          .getAttribute('loading'),
      ).toBe(i < 4 ? 'eager' : 'lazy');
    });
  });

  it("'View Product' joins the link base and leaves out a link off this site", async () => {
    answer = [video(1, { seoUrl: 'p/S1/' }), video(2, { seoUrl: 'javascript:alert(1)' }), video(3, { seoUrl: '' })];
    renderVideo({ ...results, linkBase: '/shop/' });
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'View Product' }).getAttribute('href')).toBe('/shop/p/S1/');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    // A scheme after the base is only a path segment of this site.
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/shop/javascript:alert(1)');
  });

  it("each 'Play Video' opens that record's player", async () => {
    answer = [video(1), video(2)];
    const user = userEvent.setup();
    renderVideo(results);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    await user.click(within(items[1]!).getByRole('button', { name: 'Play Video' }));
    expect(screen.getByRole('dialog', { name: 'Video 2' }).querySelector('source')!.getAttribute('src')).toBe('/static/video/v2-tablet-480p-1400k.mp4');
  });

  it('says when nothing matches, and when the videos could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = [];
    const { unmount } = renderVideo(results);
    expect((await screen.findByRole('status')).textContent).toBe('No videos match your search.');
    unmount();
    answer = null;
    renderVideo(results);
    expect((await screen.findByRole('status')).textContent).toBe('Videos could not be loaded. Please try again later.');
  });
});

/**
 * The eyebrow: one message is static; several rotate every 3 s with pause/play and previous/next
 * controls, hold while hovered or focused, and start paused under prefers-reduced-motion. A message
 * may open a content page in a modal ("See details", in the lazy chunk HeaderExtras). The rotation's timer
 * and the content page are the model's (eyebrowStep in eyebrowModel.ts); this view renders and dispatches.
 */
import { useEffect } from 'react';
import { lazyChunk, useCalls, useModel } from '../../src/mount';
import type { EyebrowMessageInfo } from './content';
import { eyebrowStep, rotates, startEyebrow } from './eyebrowModel';
import { fill, type HeaderMessages } from './messages';
import type { HeaderCalls } from './model';
import { linkHref } from '../../src/platform';

// The details dialog is in the lazy chunk: most visitors never open one.
const DetailsDialog = lazyChunk(() => import('./HeaderExtras'), 'DetailsDialog');

const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Eyebrow({ messages, m }: { messages: EyebrowMessageInfo[]; m: HeaderMessages }) {
  const calls = useCalls<HeaderCalls>();
  const [state, dispatch] = useModel(
    eyebrowStep,
    () => startEyebrow(messages.length, prefersReducedMotion()),
    () => ({ request: calls }),
  );
  const details = state.details;

  useEffect(() => dispatch({ type: 'messages', count: messages.length }), [dispatch, messages.length]);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => mq.matches && dispatch({ type: 'pause' });
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, [dispatch]);

  if (!messages.length) return null;
  const several = messages.length > 1;
  const msg = messages[Math.min(state.index, messages.length - 1)]!;
  const path = msg.modalContentPath;

  return (
    <div
      role="group"
      className="sw-hdr__eyebrow"
      aria-label={m.announcements}
      aria-roledescription={several ? 'carousel' : undefined}
      onMouseEnter={() => dispatch({ type: 'hold', held: true })}
      onMouseLeave={() => dispatch({ type: 'hold', held: false })}
      onFocus={() => dispatch({ type: 'hold', held: true })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dispatch({ type: 'hold', held: false });
      }}
    >
      {several ? (
        <button type="button" className="sw-hdr__eyebrow-btn" aria-label={m.previous} onClick={() => dispatch({ type: 'prev' })}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      <div className="sw-hdr__eyebrow-items" aria-live={several && rotates(state) ? 'off' : 'polite'}>
        {/* Invisible copies size the box to the longest message, so a rotation never shifts the page. Their
            text is CSS content: no second copy in the accessibility tree, nothing for the paint timing. */}
        {several
          ? messages.map((msg) => (
              <div key={msg.id} className="sw-hdr__eyebrow-size" aria-hidden="true" data-text={msg.text + (msg.modalContentPath || msg.link ? ' ' + (msg.linkText || m.seeDetails) : '')} />
            ))
          : null}
        {/* One slide element whose contents change in place: a rotation is not a new paint of a new element,
            so it never becomes the host page's Largest Contentful Paint (a 2-line message at 3 s would). */}
        <div
          className="sw-hdr__eyebrow-item"
          role={several ? 'group' : undefined}
          aria-roledescription={several ? 'slide' : undefined}
          aria-label={several ? fill(m.messageOf, { n: state.index + 1, count: messages.length }) : undefined}
        >
          {/* The space is inside the span: a separate space node is kept across a rotation and jumps between
              lines when the next message wraps differently, a layout shift. The link is new with each message
              (a new element never counts as a shift, and one this small never becomes the LCP). */}
          <span>{msg.text + ' '}</span>
          {path ? (
            <button key={msg.id} type="button" className="sw-hdr__eyebrow-link" onClick={() => dispatch({ type: 'detailsOpened', path, title: msg.text })}>
              {msg.linkText || m.seeDetails}
            </button>
          ) : msg.link ? (
            <a key={msg.id} className="sw-hdr__eyebrow-link" href={linkHref(msg.link)}>
              {msg.linkText || m.seeDetails}
            </a>
          ) : null}
        </div>
      </div>
      {several ? (
        <>
          <button type="button" className="sw-hdr__eyebrow-btn" aria-label={m.next} onClick={() => dispatch({ type: 'next' })}>
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="sw-hdr__eyebrow-btn" aria-label={state.paused ? m.play : m.pause} onClick={() => dispatch({ type: state.paused ? 'play' : 'pause' })}>
            <span aria-hidden="true">{state.paused ? '▶' : '❚❚'}</span>
          </button>
        </>
      ) : null}
      {details ? <DetailsDialog {...details} page={state.page} onClose={() => dispatch({ type: 'detailsClosed' })} /> : null}
    </div>
  );
}

/**
 * Live-chat toggle: shows online or '(Offline)', polling the status every second (storefront spec section
 * 9: chat polling 1000 ms) while the page is visible. The chat script is loaded from the configured address
 * (init data chatInfo.talkativeURL) only when the shopper opens the chat. The polling and the script are the
 * model's (chatStep.ts); this view renders and dispatches.
 */
import { useEffect, useRef } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { chatAvailable, chatStep, startChat } from './chatStep';
import { type HeaderMessages } from './messages';
import type { HeaderCalls } from './model';

function ChatIcon() {
  return (
    <svg className="sw-hdr__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function ChatToggle({ chatUrl, m }: { chatUrl: string | null; m: HeaderMessages }) {
  const calls = useCalls<HeaderCalls>();
  const [s, dispatch] = useModel(chatStep, startChat, () => ({ request: calls }));
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onClosed = () => {
      dispatch({ type: 'closed' });
      buttonRef.current?.focus();
    };
    document.addEventListener('lakeshore-chat:closed', onClosed);
    return () => document.removeEventListener('lakeshore-chat:closed', onClosed);
  }, [dispatch]);

  const available = chatAvailable(s, chatUrl);

  return (
    <div className="sw-hdr__popover-wrap">
      <button
        ref={buttonRef}
        type="button"
        className="sw-hdr__action"
        aria-pressed={available ? s.open : undefined}
        aria-disabled={!available || undefined}
        aria-busy={s.busy || undefined}
        onClick={() => dispatch({ type: 'clicked', url: chatUrl })}
      >
        <ChatIcon />
        <span className="sw-hdr__action-label">
          {m.liveChat}
          {s.online === false ? ' ' + m.offline : ''}
        </span>
      </button>
      <p className="sw-hdr__note" role="status">
        {s.failed ? m.chatUnavailable : ''}
      </p>
    </div>
  );
}

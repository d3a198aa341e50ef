/**
 * Live-chat toggle: shows online or '(Offline)', polling the status every second (storefront spec section
 * 9: chat polling 1000 ms) while the page is visible. The chat script is loaded from the configured address
 * (init data chatInfo.talkativeURL) only when the shopper opens the chat.
 */
import { useEffect, useRef, useState } from 'react';
import { loadExternalScript } from '../../src/site';
import { loadChatStatus } from './api';
import { type HeaderMessages } from './messages';

export const CHAT_POLL_MS = 1000;

interface ChatApi {
  open(): void;
  close(): void;
  isOpen(): boolean;
}

declare global {
  interface Window {
    LakeshoreChat?: ChatApi;
  }
}

/** Adds the chat script once (the script loader's allowlist and nonce) and resolves its API, or null (logged) when it is refused or fails. */
export function loadChatScript(url: string): Promise<ChatApi | null> {
  return loadExternalScript('header', url, { name: 'live-chat script', ready: () => window.LakeshoreChat });
}

function ChatIcon() {
  return (
    <svg className="sw-hdr__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function ChatToggle({ chatUrl, m }: { chatUrl: string | null; m: HeaderMessages }) {
  const [online, setOnline] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let stopped = false;
    let ctrl: AbortController | null = null;
    const poll = async () => {
      if (document.hidden || ctrl) return;
      ctrl = new AbortController();
      const status = await loadChatStatus(ctrl.signal);
      ctrl = null;
      if (!stopped && status !== null) setOnline(status);
    };
    void poll();
    const timer = setInterval(() => void poll(), CHAT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      ctrl?.abort();
    };
  }, []);

  useEffect(() => {
    const onClosed = () => {
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('lakeshore-chat:closed', onClosed);
    return () => document.removeEventListener('lakeshore-chat:closed', onClosed);
  }, []);

  const offline = online === false;
  const available = online === true && !!chatUrl;

  const toggle = async () => {
    if (!available || busy) return;
    if (open) {
      window.LakeshoreChat?.close();
      setOpen(false);
      return;
    }
    setBusy(true);
    setNote('');
    const api = await loadChatScript(chatUrl);
    setBusy(false);
    if (!api) {
      setNote(m.chatUnavailable);
      return;
    }
    api.open();
    setOpen(true);
  };

  return (
    <div className="sw-hdr__popover-wrap">
      <button
        ref={buttonRef}
        type="button"
        className="sw-hdr__action"
        aria-pressed={available ? open : undefined}
        aria-disabled={!available || undefined}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
      >
        <ChatIcon />
        <span className="sw-hdr__action-label">
          {m.liveChat}
          {offline ? ' ' + m.offline : ''}
        </span>
      </button>
      <p className="sw-hdr__note" role="status">
        {note}
      </p>
    </div>
  );
}

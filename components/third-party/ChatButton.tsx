'use client';
// The live chat's facade: a Chat with us button, bottom left (the WhatsApp link and Back to Top are
// bottom right).
import { useEffect, useState } from 'react';
import { tawkScriptUrl } from '@/lib/third-parties/origins';
import { countsAs } from '@/lib/funnel/events';
import { grantChatByRequest, useConsentState } from '@/components/consent/consent-store';
import { deleteCookies } from './analytics';
import { loadScript } from './load-script';

interface TawkApi {
  customStyle?: unknown;
  onLoad?: () => void;
  maximize?: () => void;
  showWidget?: () => void;
  hideWidget?: () => void;
  shutdown?: () => void;
  start?: (options?: { showWidget?: boolean }) => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

type Status = 'idle' | 'loading' | 'open';

function openChat(onOpen: () => void, onFail: () => void) {
  const api = window.Tawk_API;
  if (api?.maximize) {
    // Loaded before on this page (then shut down by a withdrawal): start it again.
    api.start?.({ showWidget: true });
    api.showWidget?.();
    api.maximize();
    onOpen();
    return;
  }
  window.Tawk_API = {
    // Bottom left, where this button was, clear of the WhatsApp link and Back to Top.
    customStyle: { visibility: { desktop: { position: 'bl' }, mobile: { position: 'bl' } } },
    onLoad() {
      window.Tawk_API?.maximize?.();
      onOpen();
    },
  };
  window.Tawk_LoadStart = new Date();
  loadScript(tawkScriptUrl(), 'Live chat', { crossorigin: '*', charset: 'UTF-8' }, onFail);
}

function closeChat() {
  const api = window.Tawk_API;
  try {
    if (api?.shutdown) api.shutdown();
    else api?.hideWidget?.();
  } catch (error) {
    console.warn('Live chat did not shut down.', error);
  }
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name.startsWith('twk_') || name.startsWith('Tawk'));
  deleteCookies(names);
  try {
    Object.keys(localStorage)
      .filter((key) => key.startsWith('twk_'))
      .forEach((key) => localStorage.removeItem(key));
  } catch {
    // Storage off: nothing was kept there.
  }
}

export function ChatButton() {
  const { record } = useConsentState();
  const [status, setStatus] = useState<Status>('idle');
  const withdrawn = record?.chat === false;

  useEffect(() => {
    if (withdrawn && status === 'open') {
      closeChat();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the store
      setStatus('idle');
    }
  }, [withdrawn, status]);

  const press = () => {
    if (status !== 'idle') return;
    grantChatByRequest();
    setStatus('loading');
    openChat(
      () => setStatus('open'),
      () => setStatus('idle'),
    );
  };

  return (
    <button
      type="button"
      onClick={press}
      hidden={status === 'open'}
      aria-busy={status === 'loading'}
      {...countsAs('chat')}
      className="lift-above-consent fixed bottom-6 left-4 z-30 flex h-14 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-pop transition-colors hover:bg-brand-800 sm:left-6"
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      </svg>
      Chat with us
    </button>
  );
}

/**
 * The live chat (tawk.to) and the session analytics (Microsoft Clarity), each only when
 * configured, loaded on the visitor's first interaction or when the browser is idle after
 * load, whichever comes first, so neither costs the first paint or interactivity.
 */
import { useEffect } from 'react';
import { whenIdleAfterLoad } from '@/lib/idle';
import {
  analyticsConfigured,
  chatConfigured,
  clarityScriptUrl,
  tawkScriptUrl,
} from '@/lib/third-party';
import { loadScript } from './load-script';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    clarity?: Queue;
    Tawk_API?: Record<string, unknown>;
    Tawk_LoadStart?: Date;
  }
}

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

function loadClarity() {
  // Clarity's documented queue: calls made before the tag arrives are replayed by it.
  window.clarity ??= Object.assign((...args: unknown[]) => {
    (window.clarity!.q ??= []).push(args);
  }, {});
  loadScript(clarityScriptUrl(), 'Session analytics');
}

function loadChat() {
  // Bottom left, so the widget never covers the WhatsApp link or Back to Top on the right.
  window.Tawk_API ??= {
    customStyle: { visibility: { desktop: { position: 'bl' }, mobile: { position: 'bl' } } },
  };
  window.Tawk_LoadStart = new Date();
  loadScript(tawkScriptUrl(), 'Live chat', { crossorigin: '*', charset: 'UTF-8' });
}

export function ThirdParties() {
  useEffect(() => {
    if (!chatConfigured && !analyticsConfigured) return;
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      stop();
      if (analyticsConfigured) loadClarity();
      if (chatConfigured) loadChat();
    };
    const cancelIdle = whenIdleAfterLoad(load, 5000);
    INTERACTIONS.forEach((type) =>
      window.addEventListener(type, load, { once: true, passive: true }),
    );
    function stop() {
      cancelIdle();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, load));
    }
    return stop;
  }, []);
  return null;
}

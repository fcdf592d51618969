'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { siteEnv } from '@/lib/site/env';
import { renderTurnstile, type TurnstileWidget } from '@/lib/third-parties/turnstile';

/**
 * Cloudflare Turnstile, when a site key is configured: its script loads with the wizard, and
 * the widget shows only if Cloudflare needs the visitor to act. A failure to load is logged
 * and the quote is still sent, without a token: the endpoint keeps it, marked for review.
 */
export function HumanCheck({ widgetRef }: { widgetRef: RefObject<TurnstileWidget | null> }) {
  const element = useRef<HTMLDivElement>(null);
  const { turnstileSiteKey } = siteEnv();
  useEffect(() => {
    const target = element.current;
    if (!turnstileSiteKey || !target) return;
    let widget: TurnstileWidget | null = null;
    let gone = false;
    renderTurnstile(target, turnstileSiteKey).then(
      (rendered) => {
        if (gone) return rendered.remove();
        widget = rendered;
        widgetRef.current = rendered;
      },
      (error: unknown) => console.warn('Turnstile could not load.', error),
    );
    return () => {
      gone = true;
      widget?.remove();
      widgetRef.current = null;
    };
  }, [turnstileSiteKey, widgetRef]);
  if (!turnstileSiteKey) return null;
  return <div ref={element} className="mt-4 empty:hidden" />;
}

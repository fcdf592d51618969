// The optional third parties, each only when configured and only with the visitor's choice.
import { useCallback, useEffect, useState } from 'react';
import type { ConsentCopy } from '@/lib/content/schemas/site';
import { whenIdleAfterLoad } from '@/lib/ui/idle';
import { analyticsConfigured, chatConfigured } from '@/lib/third-parties/origins';
import {
  configuredCategories,
  initConsent,
  useConsentState,
} from '@/components/consent/consent-store';
import { startAnalytics, stopAnalytics } from './analytics';
import { useLazyComponent } from '@/components/ui/use-lazy-component';
import { ChatButton } from './ChatButton';

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

const loadBanner = () =>
  import('@/components/consent/ConsentBanner').then((module) => module.ConsentBanner);

function useAnalytics(granted: boolean | undefined) {
  useEffect(() => {
    if (granted === false) stopAnalytics();
    if (!granted) return;
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      stop();
      startAnalytics();
    };
    const cancelIdle = whenIdleAfterLoad(start, 5000);
    INTERACTIONS.forEach((type) =>
      window.addEventListener(type, start, { once: true, passive: true }),
    );
    function stop() {
      cancelIdle();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, start));
    }
    return stop;
  }, [granted]);
}

/** `consent`: the banner's copy, passed down from the server (app/layout.tsx). */
export function ThirdParties({ consent }: { consent?: ConsentCopy }) {
  const { record, view, read } = useConsentState();
  const wanted = view !== 'closed';
  const [bannerFailed, setBannerFailed] = useState(false);
  const Banner = useLazyComponent(
    loadBanner,
    wanted,
    useCallback(() => setBannerFailed(true), []),
  );
  // The chat button shows once its place is known: the banner in place (it lifts the floating
  // controls above itself), or none to come. Shown earlier, it was a button that did nothing
  // before the scripts ran and that moved under a press when the banner arrived.
  const chatPlaced = read && (!wanted || Banner !== null || bannerFailed);

  useEffect(() => initConsent(), []);

  // A record kept from a configuration that had analytics counts only while it still does.
  useAnalytics(analyticsConfigured() ? record?.analytics : undefined);

  if (configuredCategories().length === 0) return null;
  return (
    <>
      {chatConfigured() && chatPlaced ? <ChatButton /> : null}
      {/* Loaded once, never changes identity after. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {Banner && wanted && consent ? <Banner copy={consent} /> : null}
    </>
  );
}

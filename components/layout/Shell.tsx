'use client';
/**
 * The client shell: hosts the quote panel and the meeting modal (their code loads when first
 * needed or when the browser is idle), the timer that opens the quote panel 10 s after each
 * route change, the IP lookup, the third-party scripts, Back to Top and the scroll reveals.
 */
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { QUOTE_AUTO_OPEN_DELAY_MS } from '@/lib/constants';
import { whenIdleAfterLoad } from '@/lib/idle';
import { lookUpVisitorIp } from '@/lib/visitor-ip';
import { ThirdParties } from '@/components/third-party/ThirdParties';
import { BackToTop } from './BackToTop';
import { RevealObserver } from './RevealObserver';
import { closeMeeting, closeQuote, getShellState, openQuote, useShellState } from './shell-store';

const loadQuotePanel = () => import('@/components/quote/QuotePanel');
/** The wizard's code is fetched this long before the panel opens by itself. */
const WARM_AHEAD_MS = 2_000;
const QuotePanel = dynamic(loadQuotePanel, { ssr: false });
const MeetingModal = dynamic(() => import('@/components/meeting/MeetingModal'), { ssr: false });

export function Shell() {
  const { quoteOpen, meetingOpen } = useShellState();
  const pathname = usePathname();
  const [quoteMounted, setQuoteMounted] = useState(false);
  const [meetingMounted, setMeetingMounted] = useState(false);
  const autoOpenDue = useRef(false);

  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // Warm the wizard's code on the first sign of intent (a pointer over or focus on a
    // button that opens a dialog), so the panel opens without a visible delay, while a
    // visitor who only reads never downloads or compiles it.
    const warm = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[aria-haspopup="dialog"]'))
        return;
      void loadQuotePanel();
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    intents.forEach((type) => document.addEventListener(type, warm, { passive: true }));
    const cancelIdle = whenIdleAfterLoad(() => void lookUpVisitorIp());
    return () => {
      cancelIdle();
      intents.forEach((type) => document.removeEventListener(type, warm));
    };
  }, []);

  // Mount each overlay the first time it opens, and keep it mounted after.
  if (quoteOpen && !quoteMounted) setQuoteMounted(true);
  if (meetingOpen && !meetingMounted) setMeetingMounted(true);

  // Each route change restarts the count to the automatic quote panel, and closes overlays
  // left open by a link inside them.
  useEffect(() => {
    closeQuote();
    closeMeeting();
    autoOpenDue.current = false;
    const warmTimer = setTimeout(
      () => void loadQuotePanel(),
      QUOTE_AUTO_OPEN_DELAY_MS - WARM_AHEAD_MS,
    );
    const timer = setTimeout(() => {
      const state = getShellState();
      if (state.quoteOpen) return;
      if (state.meetingOpen) autoOpenDue.current = true;
      else openQuote(null);
    }, QUOTE_AUTO_OPEN_DELAY_MS);
    return () => {
      clearTimeout(warmTimer);
      clearTimeout(timer);
    };
  }, [pathname]);

  // A timer that fell due over the meeting modal opens the panel once that modal closes.
  useEffect(() => {
    if (!meetingOpen && autoOpenDue.current) {
      autoOpenDue.current = false;
      openQuote(null);
    }
  }, [meetingOpen]);

  return (
    <>
      {quoteMounted ? <QuotePanel open={quoteOpen} /> : null}
      {meetingMounted ? <MeetingModal open={meetingOpen} /> : null}
      <BackToTop />
      <RevealObserver />
      <ThirdParties />
    </>
  );
}

'use client';
// The client shell: the quote panel and meeting modal (loaded when wanted), the automatic
// opening (docs/behaviour.md section 3), the IP lookup, consent and third parties.
import { usePathname } from 'next/navigation';
import type { TrustFacts } from '@/components/quote/TrustAside';
import type { ConsentCopy, MeetingCopy, QuoteCopy } from '@/lib/content/schemas/site';
import { useEffect, useRef } from 'react';
import { QUOTE_AUTO_OPEN_DELAY_MS } from '@/lib/site/constants';
import { whenIdleAfterLoad } from '@/lib/ui/idle';
import { lookUpVisitorIp } from '@/lib/quote/visitor-ip';
import { countVisitEvent } from '@/lib/funnel/count';
import { getConsentState, useConsentState } from '@/components/consent/consent-store';
import { ThirdParties } from '@/components/third-party/ThirdParties';
import { useLazyComponent } from '@/components/ui/use-lazy-component';
import { BackToTop } from './BackToTop';
import { RevealObserver } from './RevealObserver';
import { takeEarlyClick } from './early-clicks';
import {
  closeMeeting,
  closeQuote,
  getShellState,
  hasSentQuote,
  openMeeting,
  openQuote,
  openQuoteAutomatically,
  startPageView,
  useShellState,
} from './shell-store';

const loadQuotePanel = () =>
  import('@/components/quote/QuotePanel').then((module) => module.default);
/**
 * This long before the panel opens by itself, once the browser is idle, its code is fetched and
 * run, so that at the mark only drawing it is left, even on a slow phone and network. Not
 * earlier: within 5 s of the page's own load, Lighthouse counts that task toward Total Blocking
 * Time, and the opening's task after it (bench/HISTORY.md, "The automatic panel on a slow phone").
 */
const WARM_AHEAD_MS = 2_000;
/** The latest the idle warm-up waits for the browser, well before the mark. */
const WARM_IDLE_TIMEOUT_MS = 500;
const loadMeetingModal = () =>
  import('@/components/meeting/MeetingModal').then((module) => module.default);

/** The copy comes as props from the server (app/layout.tsx): the content loader stays out of client bundles. */
export function Shell({
  quote,
  meeting,
  trustFacts,
  consent,
}: {
  quote: QuoteCopy;
  meeting: MeetingCopy;
  trustFacts: TrustFacts;
  consent?: ConsentCopy;
}) {
  const { quoteOpen, meetingOpen } = useShellState();
  const consentOpen = useConsentState().view !== 'closed';
  const pathname = usePathname();
  const QuotePanel = useLazyComponent(loadQuotePanel, quoteOpen);
  const MeetingModal = useLazyComponent(loadMeetingModal, meetingOpen);
  const autoOpenDue = useRef(false);
  const landingPath = useRef(pathname);
  const countedPath = useRef(pathname);
  const routeChanged = useRef(false);

  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // Warm the wizard's code on the first sign of intent, so only visitors who may open it pay.
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

  // The first view counts from the navigation's start, however late the scripts ran; a
  // client-side route change counts from itself.
  useEffect(() => {
    closeQuote();
    closeMeeting();
    startPageView();
    autoOpenDue.current = false;
    if (pathname !== landingPath.current) routeChanged.current = true;
    // The first script counted the page it loaded with; a route change is a page viewed too.
    if (pathname !== countedPath.current) {
      countedPath.current = pathname;
      countVisitEvent('view');
    }
    const delay = routeChanged.current
      ? QUOTE_AUTO_OPEN_DELAY_MS
      : Math.max(0, QUOTE_AUTO_OPEN_DELAY_MS - performance.now());
    let cancelWarm = () => {};
    const warmTimer = setTimeout(
      () => {
        // Only where it will open by itself: a visitor who sent a quote does not pay for it.
        if (!hasSentQuote())
          cancelWarm = whenIdleAfterLoad(() => void loadQuotePanel(), WARM_IDLE_TIMEOUT_MS);
      },
      Math.max(0, delay - WARM_AHEAD_MS),
    );
    const timer = setTimeout(() => {
      const state = getShellState();
      if (state.quoteOpen) return;
      if (state.meetingOpen || getConsentState().view !== 'closed') autoOpenDue.current = true;
      else openQuoteAutomatically();
    }, delay);
    return () => {
      clearTimeout(warmTimer);
      cancelWarm();
      clearTimeout(timer);
    };
  }, [pathname]);

  // A press made before the scripts ran: after the effect above, which closes overlays.
  useEffect(() => {
    const early = takeEarlyClick();
    if (early?.dialog === 'quote') openQuote(early.opener);
    if (early?.dialog === 'meeting') openMeeting(early.opener);
  }, []);

  useEffect(() => {
    if (!meetingOpen && !consentOpen && autoOpenDue.current) {
      autoOpenDue.current = false;
      openQuoteAutomatically();
    }
  }, [meetingOpen, consentOpen]);

  return (
    <>
      {/* Each component is loaded once and never changes identity after, so it keeps its state. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {QuotePanel ? <QuotePanel open={quoteOpen} facts={trustFacts} copy={quote} /> : null}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {MeetingModal ? <MeetingModal open={meetingOpen} copy={meeting} /> : null}
      <BackToTop />
      <RevealObserver />
      <ThirdParties consent={consent} />
    </>
  );
}

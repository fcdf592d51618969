import { useEffect, useRef, useState } from 'react';
import {
  countQuoteProgress,
  markQuoteSent,
  setQuoteSubmitting,
} from '@/components/layout/shell-store';
import { messages } from '@/lib/quote/messages';
import { buildQuotePayload } from '@/lib/quote/payload';
import type { BudgetStep, ContactStep, QuoteFormValues, ServiceStep } from '@/lib/quote/schema';
import { createSubmissionKeys, submitQuote } from '@/lib/quote/submit';
import { getVisitorIp } from '@/lib/quote/visitor-ip';
import type { TurnstileWidget } from '@/lib/third-parties/turnstile';

/**
 * Posts the answers once at a time, with the honeypot's value and the human check's token, and
 * keeps the panel locked while it does. One idempotency key per set of answers, so a retry of
 * the same quote is stored once.
 */
export function useQuotePost() {
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const turnstileRef = useRef<TurnstileWidget | null>(null);
  const [keyFor] = useState(createSubmissionKeys);

  // A wizard that goes away mid-post (it cannot in the panel) never leaves the panel locked.
  useEffect(() => () => setQuoteSubmitting(false), []);

  /** `answers` passed every step's schema: no choice is unset. */
  const post = async (answers: QuoteFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setQuoteSubmitting(true);
    setSubmitError(null);
    try {
      const values = answers as ContactStep & ServiceStep & BudgetStep;
      const payload = buildQuotePayload(values, {
        pageurl: window.location.href,
        userip: getVisitorIp(),
      });
      const turnstile = turnstileRef.current;
      try {
        await submitQuote(payload, keyFor(payload), {
          honeypot: honeypotRef.current?.value ?? '',
          turnstileToken: turnstile ? await turnstile.token() : '',
        });
      } finally {
        turnstile?.reset();
      }
      markQuoteSent();
      countQuoteProgress('sent');
      setSubmitted(true);
    } catch (error) {
      console.warn('Quote submission failed.', error);
      setSubmitError(messages.submitFailed);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      setQuoteSubmitting(false);
    }
  };

  return { post, submitted, submitting, submitError, setSubmitError, honeypotRef, turnstileRef };
}

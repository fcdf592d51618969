// The three-step quote wizard (docs/behaviour.md sections 4 to 7).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { budgetOptions, serviceOptions } from '@/lib/quote/options';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/ui/cn';
import { TextAreaField, TextField } from '@/components/ui/Field';
import { messages } from '@/lib/quote/messages';
import { buildQuotePayload } from '@/lib/quote/payload';
import { COMMENT_MAX_LENGTH } from '@/lib/quote/rules';
import type { QuoteCopy } from '@/lib/content/schemas/site';
import {
  emptyQuoteForm,
  stepSchemas,
  warmUpValidation,
  type BudgetStep,
  type ContactStep,
  type QuoteFormValues,
  type ServiceStep,
} from '@/lib/quote/schema';
import { createSubmissionKeys, submitQuote } from '@/lib/quote/submit';
import {
  countQuoteProgress,
  markQuoteSent,
  setQuoteSubmitting,
} from '@/components/layout/shell-store';
import { getVisitorIp } from '@/lib/quote/visitor-ip';
import { whenIdleAfterLoad } from '@/lib/ui/idle';
import { ChoiceGroup } from './ChoiceGroup';
import { Honeypot } from './Honeypot';
import { HumanCheck } from './HumanCheck';
import type { TurnstileWidget } from '@/lib/third-parties/turnstile';
import { ThankYou } from './ThankYou';

const STEPS = ['contact', 'service', 'budget'] as const;
const LAST_STEP = STEPS.length - 1;

/** How far (px) a new step slides in from the side it comes from (animate-step-in, globals.css). */
const STEP_SLIDE_PX = 24;

const CONTACT_FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'given-name' },
  { name: 'mobile', label: 'Mobile number', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
] as const;

const CHOICE_STEPS = {
  1: { choice: 'service', label: 'Service', options: serviceOptions, comment: 'serviceComment' },
  2: { choice: 'budget', label: 'Budget', options: budgetOptions, comment: 'budgetComment' },
} as const;

interface QuoteWizardProps {
  copy: QuoteCopy;
  /** Called with the step so the panel can lay out around it (counters show on step 0). */
  onStepChange?: (step: number) => void;
  onNavigate?: () => void;
}

export function QuoteWizard({ copy, onStepChange, onNavigate }: QuoteWizardProps) {
  const [step, setStep] = useState(0);
  // +1 forward, -1 back, 0 before any move (the first step does not slide in).
  const [direction, setDirection] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const stepRef = useRef(0);
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const turnstileRef = useRef<TurnstileWidget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [keyFor] = useState(createSubmissionKeys);
  const id = useId();

  const resolver: Resolver<QuoteFormValues> = (values, context, options) => {
    const schema = stepSchemas[stepRef.current] ?? stepSchemas[0];
    return (zodResolver(schema) as unknown as Resolver<QuoteFormValues>)(values, context, options);
  };

  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<QuoteFormValues>({
    defaultValues: emptyQuoteForm,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    shouldUnregister: false,
  });

  const goTo = (next: number) => {
    stepRef.current = next;
    moved.current = true;
    setSubmitError(null);
    setDirection(next > step ? 1 : -1);
    setStep(next);
  };

  // A wizard that goes away mid-post (it cannot in the panel) never leaves the panel locked.
  useEffect(() => () => setQuoteSubmitting(false), []);

  // The first validation's set-up runs while the visitor types, not on their first Continue.
  useEffect(() => whenIdleAfterLoad(() => void warmUpValidation()), []);

  useEffect(() => {
    onStepChange?.(step);
    // Focus the new step's heading so the step is announced; not on first open.
    if (moved.current) headingRef.current?.focus();
  }, [step, onStepChange]);

  const post = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setQuoteSubmitting(true);
    setSubmitError(null);
    try {
      const values = getValues() as ContactStep & ServiceStep & BudgetStep;
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

  const onValid = async () => {
    if (step < LAST_STEP) {
      countQuoteProgress(step === 0 ? 'step-1' : 'step-2');
      goTo(step + 1);
    } else await post();
  };

  if (submitted) return <ThankYou copy={copy.thankYou} onNavigate={onNavigate} />;

  const headingId = `${id}-step-heading`;
  const fieldId = (name: string) => `${id}-${name}`;

  // A function that returns elements, not a component: the fields keep their identity.
  const choiceStep = ({ choice, label, options, comment }: (typeof CHOICE_STEPS)[1 | 2]) => (
    <>
      <ChoiceGroup
        id={fieldId(choice)}
        label={label}
        options={options}
        registration={register(choice)}
        error={errors[choice]?.message}
      />
      <TextAreaField
        id={fieldId(comment)}
        label={copy[choice].commentLabel}
        optional
        maxLength={COMMENT_MAX_LENGTH}
        error={errors[comment]?.message}
        {...register(comment)}
      />
    </>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => handleSubmit(onValid)(event)}
      aria-labelledby={headingId}
      className="relative flex flex-1 flex-col"
    >
      <Honeypot inputRef={honeypotRef} />
      <div className="flex items-center gap-3">
        {step > 0 ? (
          <button
            type="button"
            onClick={() => goTo(step - 1)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 text-ink hover:bg-surface"
          >
            <span className="sr-only">Previous step</span>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M19 12H5m6-6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
        <div>
          <p className="text-sm font-semibold text-brand-700" aria-live="polite" aria-atomic="true">
            {copy.progress
              .replace('{step}', () => String(step + 1))
              .replace('{count}', () => String(STEPS.length))}
          </p>
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-ink focus:outline-none"
          >
            {copy[STEPS[step] ?? 'contact'].title}
          </h3>
        </div>
      </div>

      <ol className="mt-4 grid grid-cols-3 gap-2" aria-hidden="true">
        {STEPS.map((key, index) => (
          <li
            key={key}
            className={`h-1.5 rounded-full ${index <= step ? 'bg-brand-600' : 'bg-slate-200'}`}
          />
        ))}
      </ol>

      {/* The new step is in the DOM at once (no exit to wait for) and slides in by a transform
          only, so its text keeps full contrast; none under prefers-reduced-motion. */}
      <div
        key={step}
        style={{ '--step-from': `${direction * STEP_SLIDE_PX}px` } as CSSProperties}
        className={cn('mt-6 flex flex-col gap-5', direction !== 0 && 'motion-safe:animate-step-in')}
      >
        {step === 0
          ? CONTACT_FIELDS.map(({ name, ...field }) => (
              <TextField
                key={name}
                id={fieldId(name)}
                error={errors[name]?.message}
                {...field}
                {...copy.contact[name]}
                {...register(name)}
              />
            ))
          : choiceStep(CHOICE_STEPS[step === 1 ? 1 : 2])}
      </div>

      {submitError ? (
        <div
          role="alert"
          className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {submitError}
        </div>
      ) : null}

      <HumanCheck widgetRef={turnstileRef} />

      <div className="mt-6 pb-2">
        {step < LAST_STEP ? (
          <Button type="submit" size="lg" className="w-full">
            Continue
          </Button>
        ) : (
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={submitting}
            aria-disabled={submitting}
          >
            {submitting ? 'Submitting...' : 'Submit'}
          </Button>
        )}
        <p className="mt-3 text-center text-xs text-ink-muted">
          {copy.privacyNote.before}
          <a
            href={copy.privacyNote.link.href}
            className="font-medium text-brand-700 underline"
            onClick={onNavigate}
          >
            {copy.privacyNote.link.text}
          </a>
          {copy.privacyNote.after}
        </p>
      </div>
    </form>
  );
}

// The three-step quote wizard (docs/behaviour.md sections 4 to 7).
import { type CSSProperties, useEffect, useId } from 'react';
import type { QuoteCopy } from '@/lib/content/schemas/site';
import { warmUpValidation } from '@/lib/quote/schema';
import { countQuoteProgress } from '@/components/layout/shell-store';
import { cn } from '@/lib/ui/cn';
import { whenIdleAfterLoad } from '@/lib/ui/idle';
import { Honeypot } from './Honeypot';
import { HumanCheck } from './HumanCheck';
import { StepFields } from './StepFields';
import { ThankYou } from './ThankYou';
import { useQuoteForm } from './use-quote-form';
import { useQuotePost } from './use-quote-post';
import { useWizardSteps } from './use-wizard-steps';
import { STEPS, WizardHeading } from './WizardHeading';
import { SubmitAlert, WizardFooter } from './WizardFooter';

const LAST_STEP = STEPS.length - 1;

/** How far (px) a new step slides in from the side it comes from (animate-step-in, globals.css). */
const STEP_SLIDE_PX = 24;

interface QuoteWizardProps {
  copy: QuoteCopy;
  /** Called with the step so the panel can lay out around it (counters show on step 0). */
  onStepChange?: (step: number) => void;
  onNavigate?: () => void;
}

export function QuoteWizard({ copy, onStepChange, onNavigate }: QuoteWizardProps) {
  const sending = useQuotePost();
  // The first validation's set-up runs while the visitor types, not on their first Continue.
  useEffect(() => whenIdleAfterLoad(() => void warmUpValidation()), []);
  const { step, direction, stepRef, headingRef, goTo: show } = useWizardSteps(onStepChange);
  const id = useId();

  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useQuoteForm(stepRef);

  const goTo = (next: number) => {
    sending.setSubmitError(null);
    show(next);
  };

  const onValid = async () => {
    if (step < LAST_STEP) {
      countQuoteProgress(step === 0 ? 'step-1' : 'step-2');
      goTo(step + 1);
    } else await sending.post(getValues());
  };

  if (sending.submitted) return <ThankYou copy={copy.thankYou} onNavigate={onNavigate} />;

  const headingId = `${id}-step-heading`;
  return (
    <form
      noValidate
      onSubmit={(event) => handleSubmit(onValid)(event)}
      aria-labelledby={headingId}
      className="relative flex flex-1 flex-col"
    >
      <Honeypot inputRef={sending.honeypotRef} />
      <WizardHeading
        copy={copy}
        step={step}
        headingId={headingId}
        headingRef={headingRef}
        onBack={() => goTo(step - 1)}
      />

      {/* The new step is in the DOM at once (no exit to wait for) and slides in by a transform
          only, so its text keeps full contrast; none under prefers-reduced-motion. */}
      <div
        key={step}
        style={{ '--step-from': `${direction * STEP_SLIDE_PX}px` } as CSSProperties}
        className={cn('mt-6 flex flex-col gap-5', direction !== 0 && 'motion-safe:animate-step-in')}
      >
        <StepFields
          copy={copy}
          step={step}
          fieldId={(name) => `${id}-${name}`}
          register={register}
          errors={errors}
        />
      </div>

      <SubmitAlert message={sending.submitError} />
      <HumanCheck widgetRef={sending.turnstileRef} />
      <WizardFooter
        copy={copy}
        last={step === LAST_STEP}
        submitting={sending.submitting}
        onNavigate={onNavigate}
      />
    </form>
  );
}

import type { Ref } from 'react';
import type { QuoteCopy } from '@/lib/content/schemas/site';

export const STEPS = ['contact', 'service', 'budget'] as const;

interface WizardHeadingProps {
  copy: QuoteCopy;
  step: number;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}

/** The way back, "Step n of 3" read out as it changes, the step's title and the progress bar. */
export function WizardHeading({ copy, step, headingId, headingRef, onBack }: WizardHeadingProps) {
  return (
    <>
      <div className="flex items-center gap-3">
        {step > 0 ? (
          <button
            type="button"
            onClick={onBack}
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
    </>
  );
}

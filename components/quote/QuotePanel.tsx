'use client';
/**
 * The quote panel: a drawer dialog sliding in from the right over an overlay. The wizard is
 * mounted afresh on every opening and unmounted once the panel has slid out, so closing resets
 * everything: step 0, the submitted flag, the values, the errors and the error message.
 * It cannot be closed while a quote is being posted: the outcome is shown first.
 */
import { useCallback, useId, useState } from 'react';
import { Dialog, useContentThroughExit } from '@/components/ui/Dialog';
import { closeQuote, openerOf, useShellState } from '@/components/layout/shell-store';
import { QuoteWizard } from './QuoteWizard';
import { TrustAside } from './TrustAside';

export default function QuotePanel({ open }: { open: boolean }) {
  const titleId = useId();
  const [step, setStep] = useState(0);
  const returnFocusTo = useCallback(() => openerOf('quote'), []);
  const contentKey = useContentThroughExit(open, 'drawer');
  // While a quote is posted the panel stays, so the visitor sees its outcome.
  const { quoteSubmitting } = useShellState();

  return (
    <Dialog
      open={open}
      onClose={closeQuote}
      returnFocusTo={returnFocusTo}
      labelledBy={titleId}
      variant="drawer"
      dismissible={!quoteSubmitting}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            Request a quote
          </h2>
          <button
            type="button"
            onClick={closeQuote}
            disabled={quoteSubmitting}
            className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface disabled:cursor-wait disabled:opacity-40"
          >
            <span className="sr-only">Close</span>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        </div>
        {contentKey === null ? null : (
          <div
            key={contentKey}
            className="flex min-h-0 flex-1 flex-col overflow-y-auto md:flex-row"
          >
            <TrustAside step={step} />
            <div className="flex flex-1 flex-col px-5 py-6 md:px-8">
              <QuoteWizard onStepChange={setStep} onNavigate={closeQuote} />
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}

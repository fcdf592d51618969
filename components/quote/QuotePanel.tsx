/**
 * The quote panel: a drawer dialog sliding in from the right over an overlay. The wizard is
 * mounted afresh on every opening and unmounted once the panel has slid out, so closing resets
 * everything: step 0, the submitted flag, the values, the errors and the error message.
 * It cannot be closed while a quote is being posted: the outcome is shown first.
 */
import { useCallback, useId, useState } from 'react';
import { Dialog, DialogHeader, useContentThroughExit } from '@/components/ui/Dialog';
import { closeQuote, openerOf, useShellState } from '@/components/layout/shell-store';
import { QuoteWizard } from './QuoteWizard';
import { TrustAside } from './TrustAside';

export default function QuotePanel({ open }: { open: boolean }) {
  const titleId = useId();
  const [step, setStep] = useState(0);
  const returnFocusTo = useCallback(() => openerOf('quote'), []);
  const { dialogRef, contentKey } = useContentThroughExit(open);
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
      dialogRef={dialogRef}
    >
      <div className="flex h-full flex-col">
        <DialogHeader
          titleId={titleId}
          title="Request a quote"
          onClose={closeQuote}
          closeDisabled={quoteSubmitting}
          className="py-4"
        />
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

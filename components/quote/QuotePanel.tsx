/** The quote panel: a drawer dialog sliding in from the right over an overlay. */
import { useState } from 'react';
import { ShellDialog } from '@/components/layout/ShellDialog';
import { closeQuote, useShellState } from '@/components/layout/shell-store';
import type { QuoteCopy } from '@/lib/content/schemas/site';
import { QuoteWizard } from './QuoteWizard';
import { TrustAside, type TrustFacts } from './TrustAside';

export default function QuotePanel({
  open,
  facts,
  copy,
}: {
  open: boolean;
  facts: TrustFacts;
  copy: QuoteCopy;
}) {
  const [step, setStep] = useState(0);
  // While a quote is posted the panel stays, so the visitor sees its outcome.
  const { quoteSubmitting } = useShellState();

  return (
    <ShellDialog
      overlay="quote"
      open={open}
      onClose={closeQuote}
      title="Request a quote"
      variant="drawer"
      closeDisabled={quoteSubmitting}
      className="h-full"
      headerClassName="py-4"
    >
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto md:flex-row">
        <TrustAside step={step} facts={facts} copy={copy.trust} />
        <div className="flex flex-1 flex-col px-5 py-6 md:px-8">
          <QuoteWizard copy={copy} onStepChange={setStep} onNavigate={closeQuote} />
        </div>
      </div>
    </ShellDialog>
  );
}

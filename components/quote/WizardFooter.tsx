import { Button } from '@/components/ui/Button';
import type { QuoteCopy } from '@/lib/content/schemas/site';

interface WizardFooterProps {
  copy: QuoteCopy;
  last: boolean;
  submitting: boolean;
  onNavigate?: () => void;
}

/** Continue, or Submit on the last step (disabled while the quote is posted), and the privacy note. */
export function WizardFooter({ copy, last, submitting, onNavigate }: WizardFooterProps) {
  return (
    <div className="mt-6 pb-2">
      {last ? (
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={submitting}
          aria-disabled={submitting}
        >
          {submitting ? 'Submitting...' : 'Submit'}
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full">
          Continue
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
  );
}

/** Why the quote was not sent, announced as it appears. */
export function SubmitAlert({ message }: { message: string | null }) {
  return message ? (
    <div
      role="alert"
      className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </div>
  ) : null;
}

'use client';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';
import { OPENS_ATTRIBUTE, type OpensDialog } from './early-clicks';
import { openMeeting, openQuote } from './shell-store';

interface OpenButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

const OPEN: Record<OpensDialog, (opener: HTMLElement) => void> = {
  quote: openQuote,
  meeting: openMeeting,
};

/** A button that opens one of the shell's dialogs, which then returns focus to it. */
function OpenButton({
  dialog,
  variant,
  size,
  className,
  children,
}: OpenButtonProps & { dialog: OpensDialog }) {
  return (
    <button
      type="button"
      className={buttonClasses(variant, size, className)}
      onClick={(event) => OPEN[dialog](event.currentTarget)}
      aria-haspopup="dialog"
      {...{ [OPENS_ATTRIBUTE]: dialog }}
      data-needs-js
    >
      {children}
    </button>
  );
}

export function QuoteButton({ children = 'Get a Service', ...props }: OpenButtonProps) {
  return (
    <OpenButton dialog="quote" {...props}>
      {children}
    </OpenButton>
  );
}

export function MeetingButton({ children = 'Book a Meeting', ...props }: OpenButtonProps) {
  return (
    <OpenButton dialog="meeting" {...props}>
      {children}
    </OpenButton>
  );
}

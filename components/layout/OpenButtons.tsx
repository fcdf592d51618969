'use client';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';
import { openMeeting, openQuote } from './shell-store';

interface OpenButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/** A button that opens one of the shell's dialogs, which then returns focus to it. */
function OpenButton({
  open,
  variant,
  size,
  className,
  children,
}: OpenButtonProps & { open: (opener: HTMLElement) => void }) {
  return (
    <button
      type="button"
      className={buttonClasses(variant, size, className)}
      onClick={(event) => open(event.currentTarget)}
      aria-haspopup="dialog"
      data-needs-js
    >
      {children}
    </button>
  );
}

/** A Get a Service button: opens the quote panel. */
export function QuoteButton({ children = 'Get a Service', ...props }: OpenButtonProps) {
  return (
    <OpenButton open={openQuote} {...props}>
      {children}
    </OpenButton>
  );
}

/** A Book a Meeting button: opens the meeting modal. */
export function MeetingButton({ children = 'Book a Meeting', ...props }: OpenButtonProps) {
  return (
    <OpenButton open={openMeeting} {...props}>
      {children}
    </OpenButton>
  );
}

'use client';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';
import { OPENS_ATTRIBUTE } from './early-clicks';
import { openMeeting, openQuote } from './shell-store';

interface OpenButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/** A Get a Service button: opens the quote panel. */
export function QuoteButton({
  variant,
  size,
  className,
  children = 'Get a Service',
}: OpenButtonProps) {
  return (
    <button
      type="button"
      className={buttonClasses(variant, size, className)}
      onClick={(event) => openQuote(event.currentTarget)}
      aria-haspopup="dialog"
      {...{ [OPENS_ATTRIBUTE]: 'quote' }}
      data-needs-js
    >
      {children}
    </button>
  );
}

/** A Book a Meeting button: opens the meeting modal. */
export function MeetingButton({
  variant,
  size,
  className,
  children = 'Book a Meeting',
}: OpenButtonProps) {
  return (
    <button
      type="button"
      className={buttonClasses(variant, size, className)}
      onClick={(event) => openMeeting(event.currentTarget)}
      aria-haspopup="dialog"
      {...{ [OPENS_ATTRIBUTE]: 'meeting' }}
      data-needs-js
    >
      {children}
    </button>
  );
}

'use client';
/**
 * A modal dialog on the native <dialog> element and showModal(): the browser moves focus in,
 * keeps it inside, makes the page behind inert and closes on Escape. This adds closing on a
 * click on the backdrop, giving focus back to the opener, and stopping the page from scrolling.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes back to on close. */
  returnFocusTo?: () => HTMLElement | null;
  labelledBy: string;
  describedBy?: string;
  /**
   * false while the dialog must stay (a quote being posted): Escape and a click on the
   * backdrop do nothing. Default true.
   */
  dismissible?: boolean;
  /** `drawer` slides in from the right edge; `center` sits in the middle. */
  variant: 'drawer' | 'center';
  className?: string;
  children: ReactNode;
}

/** How long each variant's exit transition lasts: the same figures as in app/globals.css. */
const EXIT_MS = { drawer: 300, center: 200 } as const;

/**
 * Content that should exist only while a dialog is open (a form to reset, a frame to stop)
 * stays through the exit transition, so the dialog does not empty as it slides or fades out.
 * Returns the key to render it under, new on every opening so that reopening starts afresh,
 * or null once it should be gone.
 */
export function useContentThroughExit(open: boolean, variant: DialogProps['variant']) {
  const [session, setSession] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  const [kept, setKept] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSession((previous) => previous + 1);
      setKept(true);
    }
  }
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setKept(false), EXIT_MS[variant]);
    return () => clearTimeout(timer);
  }, [open, variant]);
  return open || kept ? session : null;
}

const variants = {
  drawer:
    'dialog-drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[calc(100%-2.5rem)] max-w-none sm:w-[min(100%,46rem)]',
  center:
    'dialog-center m-auto w-[calc(100%-1.5rem)] max-w-3xl max-h-[calc(100dvh-1.5rem)] rounded-2xl',
};

export function Dialog({
  open,
  onClose,
  returnFocusTo,
  labelledBy,
  describedBy,
  variant,
  dismissible = true,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest callbacks, read when the events fire: the listeners below are attached once,
  // so a new callback on a re-render can never leave a close event without its listener.
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocusTo);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocusTo;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add('overflow-hidden');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      // Closed by the browser while it must stay (a close request that could not be
      // cancelled, such as a back gesture): open it again at once.
      if (!dismissibleRef.current && ref.current === dialog) {
        dialog.showModal();
        return;
      }
      document.documentElement.classList.remove('overflow-hidden');
      const target = returnFocusRef.current?.();
      if (target?.isConnected) target.focus();
      onCloseRef.current();
    };
    // Escape: let React state drive the close so the two never disagree.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissibleRef.current) onCloseRef.current();
    };
    // A cancel event is not always cancelable (browsers let a second Escape without a user
    // activation in between close the dialog anyway); a cancelled keydown never asks. The
    // listener is on the document: focus may have left the dialog's content (a focused button
    // that gets disabled drops focus to the body).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dialog.open && !dismissibleRef.current) event.preventDefault();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      document.removeEventListener('keydown', onKeyDown, true);
      document.documentElement.classList.remove('overflow-hidden');
    };
  }, []);

  return (
    // A click on the backdrop lands on the <dialog> element itself, outside its content box.
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onClick={(event) => {
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside && dismissible) onClose();
      }}
      className={cn(
        'overflow-hidden bg-white p-0 text-ink shadow-pop backdrop:bg-ink/60',
        variants[variant],
        className,
      )}
    >
      {children}
    </dialog>
  );
}

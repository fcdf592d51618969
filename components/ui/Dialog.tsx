// A modal dialog on the native <dialog> element and showModal(): the browser moves focus in, keeps
// it inside, makes the page behind inert and closes on Escape.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/ui/cn';
import { StrokeIcon } from './StrokeIcon';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
  labelledBy: string;
  describedBy?: string;
  /** false while the dialog must stay (a quote being posted). */
  dismissible?: boolean;
  /** `drawer` slides in from the right edge; `center` sits in the middle. */
  variant: 'drawer' | 'center';
  className?: string;
  /** The <dialog> element's ref, e.g. the one useContentThroughExit returns. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}

/** The content goes at the latest this long after a close, if no transition event comes. */
export const EXIT_SAFETY_MS = 1000;

/** Whether the element has a transition of some length (none under prefers-reduced-motion). */
function transitions(element: Element): boolean {
  return getComputedStyle(element)
    .transitionDuration.split(',')
    .some((duration) => parseFloat(duration) > 0);
}

/** Content that exists only while a dialog is open stays through its exit transition. */
export function useContentThroughExit(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
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
    const dialog = dialogRef.current;
    const drop = () => setKept(false);
    const onTransitionEnd = (event: Event) => {
      const { propertyName } = event as TransitionEvent;
      if (event.target === dialog && (propertyName === 'transform' || propertyName === 'opacity'))
        drop();
    };
    const timer = setTimeout(drop, dialog && transitions(dialog) ? EXIT_SAFETY_MS : 0);
    dialog?.addEventListener('transitionend', onTransitionEnd);
    dialog?.addEventListener('transitioncancel', onTransitionEnd);
    return () => {
      clearTimeout(timer);
      dialog?.removeEventListener('transitionend', onTransitionEnd);
      dialog?.removeEventListener('transitioncancel', onTransitionEnd);
    };
  }, [open]);
  return { dialogRef, contentKey: open || kept ? session : null };
}

export function DialogHeader({
  titleId,
  title,
  onClose,
  closeDisabled = false,
  className,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  closeDisabled?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn('flex items-center justify-between gap-4 border-b border-line px-5', className)}
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        disabled={closeDisabled}
        className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface disabled:cursor-wait disabled:opacity-40"
      >
        <span className="sr-only">Close</span>
        <StrokeIcon d="M6 6l12 12M18 6 6 18" size={22} />
      </button>
    </div>
  );
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
  dialogRef,
  children,
}: DialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  // Read when the events fire: the listeners below are attached once.
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
  }, [open, ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      // Closed by the browser while it must stay (e.g. a back gesture): open it again.
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
    // A second Escape's cancel event cannot always be cancelled; a keydown can.
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
  }, [ref]);

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

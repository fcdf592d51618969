// A dialog the shell opens (the quote panel, the meeting modal): titled, with a Close button, focus
// back to the button that opened it, and content that exists only while it is open or sliding out,
// mounted afresh on every opening.
import { Fragment, useCallback, useId, type ReactNode } from 'react';
import { Dialog, DialogHeader, useContentThroughExit } from '@/components/ui/Dialog';
import { cn } from '@/lib/ui/cn';
import { openerOf } from './shell-store';

interface ShellDialogProps {
  overlay: 'quote' | 'meeting';
  open: boolean;
  onClose: () => void;
  /** The heading, and so the dialog's accessible name. */
  title: string;
  variant: 'drawer' | 'center';
  /** While the dialog must stay (a quote being posted): Close, Escape and the backdrop do nothing. */
  closeDisabled?: boolean;
  className?: string;
  headerClassName?: string;
  children: ReactNode;
}

export function ShellDialog({
  overlay,
  open,
  onClose,
  title,
  variant,
  closeDisabled = false,
  className,
  headerClassName,
  children,
}: ShellDialogProps) {
  const titleId = useId();
  const returnFocusTo = useCallback(() => openerOf(overlay), [overlay]);
  const { dialogRef, contentKey } = useContentThroughExit(open);
  const header = { titleId, title, onClose, closeDisabled, className: headerClassName };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      labelledBy={titleId}
      variant={variant}
      dismissible={!closeDisabled}
      dialogRef={dialogRef}
    >
      <div className={cn('flex flex-col', className)}>
        <DialogHeader {...header} />
        {contentKey === null ? null : <Fragment key={contentKey}>{children}</Fragment>}
      </div>
    </Dialog>
  );
}

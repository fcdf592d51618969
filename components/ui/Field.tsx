import {
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/ui/cn';

const controlClass =
  'w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-slate-500 transition-colors focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** The error under a field; its id ties it to the field with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        className="mt-0.5 shrink-0"
      >
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6m0 3.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}

interface BaseFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
      {label}
      {optional ? (
        <span className="font-normal text-ink-muted"> (optional)</span>
      ) : (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: BaseFieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** What an input and a textarea share: the id, the ARIA state and the border. */
function controlAttributes({ id, hint, error, optional }: BaseFieldProps, sizeClass: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': optional ? undefined : true,
    'aria-describedby': describedBy(id, hint, error),
    className: cn(controlClass, sizeClass, error ? 'border-red-700' : 'border-slate-400'),
  } as const;
}

type FieldProps<Attributes> = BaseFieldProps & Omit<Attributes, 'id'> & { className?: string };

/** Splits a field's own props from its control's, and frames the control it renders. */
function framed<Attributes extends object>(
  { id, label, hint, error, optional, className, ...rest }: FieldProps<Attributes>,
  sizeClass: string,
  render: (attributes: ReturnType<typeof controlAttributes>) => ReactNode,
) {
  const field = { id, label, hint, error, optional };
  return (
    <FieldFrame {...field} className={className}>
      {render({ ...controlAttributes(field, sizeClass), ...rest })}
    </FieldFrame>
  );
}

export function TextField({
  ref,
  ...props
}: FieldProps<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> }) {
  return framed(props, 'h-12', (attributes) => <input ref={ref} {...attributes} />);
}

export function TextAreaField({
  ref,
  ...props
}: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>> & { ref?: Ref<HTMLTextAreaElement> }) {
  return framed(props, 'py-3', (attributes) => <textarea ref={ref} rows={4} {...attributes} />);
}

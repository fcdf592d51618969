import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/Field';
import { cn } from '@/lib/ui/cn';

interface ChoiceGroupProps {
  id: string;
  /** The radiogroup's accessible name, e.g. "Service". */
  label: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string;
  columns?: 1 | 2;
}

/** A radio group of cards: native radios, so arrow keys and Space work as everywhere. */
export function ChoiceGroup({
  id,
  label,
  options,
  registration,
  error,
  columns = 2,
}: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <p id={`${id}-label`} className="mb-2 text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2')}
      >
        {options.map((option, index) => (
          <label
            key={option}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2.5 text-sm font-medium text-ink transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600',
              error ? 'border-red-700' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              value={option}
              id={index === 0 ? id : undefined}
              className="size-4 shrink-0 accent-brand-600 focus:outline-none"
              {...registration}
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

import { cn } from '@/lib/ui/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outlineLight';
export type ButtonSize = 'sm' | 'md' | 'lg';

// The lists themselves are component classes in app/globals.css (.btn, .btn-primary, ...).
const variants: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  light: 'btn-light',
  outlineLight: 'btn-outline-light',
};

/** The classes of the Button primitive, for buttons and for links that look like buttons. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn('btn', variants[variant], `btn-${size}`, className);
}

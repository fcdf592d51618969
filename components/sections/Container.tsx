import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('page-width', className)}>{children}</div>;
}

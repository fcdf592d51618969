import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { emptyQuoteForm, type QuoteFormValues, stepSchemas } from '@/lib/quote/schema';

/**
 * The wizard's answers, each Continue validating the shown step only (its schema read through
 * `stepRef` when the form is sent), then each change of a field that failed.
 */
export function useQuoteForm(stepRef: RefObject<number>) {
  const resolver: Resolver<QuoteFormValues> = (values, context, options) => {
    const schema = stepSchemas[stepRef.current] ?? stepSchemas[0];
    return (zodResolver(schema) as unknown as Resolver<QuoteFormValues>)(values, context, options);
  };
  return useForm<QuoteFormValues>({
    defaultValues: emptyQuoteForm,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    shouldUnregister: false,
  });
}

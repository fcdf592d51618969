import { isIP } from './ip';
import { PAGE_URL_MAX_LENGTH, type QuotePayload } from './schema';
import type { BudgetStep, ContactStep, ServiceStep } from './schema';
import { toInternationalMobile } from './rules';

/**
 * The page address within the endpoint's limit: a campaign query string can make it longer, and a
 * refused quote is a lost lead.
 */
export function fitPageUrl(url: string, limit: number = PAGE_URL_MAX_LENGTH): string {
  if (url.length <= limit) return url;
  const bare = url.split(/[?#]/)[0] ?? '';
  return bare.slice(0, limit);
}

/** The body of POST /api/submitQuote from the validated steps. */
export function buildQuotePayload(
  values: ContactStep & ServiceStep & BudgetStep,
  context: { pageurl: string; userip: string },
): QuotePayload {
  return {
    name: values.name,
    mobile: toInternationalMobile(values.mobile) ?? values.mobile,
    email: values.email,
    service: values.service,
    serviceComment: values.serviceComment,
    budget: values.budget,
    budgetComment: values.budgetComment,
    pageurl: fitPageUrl(context.pageurl),
    userip: isIP(context.userip) ? context.userip : '',
    fileattachment: null,
  };
}

import { toUserIp } from './ip';
import { fitPageUrl } from './page-address';
import type { QuotePayload } from './schema';
import type { BudgetStep, ContactStep, ServiceStep } from './schema';
import { toInternationalMobile } from './rules';

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
    userip: toUserIp(context.userip),
    fileattachment: null,
  };
}

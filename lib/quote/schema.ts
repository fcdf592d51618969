// One schema per wizard step and the payload's; zod/mini keeps the wizard's chunk small.
import { toUserIp } from './ip';
import { PAGE_URL_MAX_LENGTH } from './page-address';
import * as z from 'zod/mini';
import { budgetOptions, serviceOptions } from '@/lib/quote/options';
import { messages } from './messages';
import {
  COMMENT_MAX_LENGTH,
  isBlank,
  isValidEmail,
  isValidIndianMobile,
  isValidName,
} from './rules';

/** A required text field: one message when blank, another when it breaks its rule. */
function requiredText(required: string, invalid: string, isValid: (value: string) => boolean) {
  return z.string({ error: required }).check(
    z.superRefine((value, ctx) => {
      if (isBlank(value)) ctx.issues.push({ code: 'custom', message: required, input: value });
      else if (!isValid(value)) ctx.issues.push({ code: 'custom', message: invalid, input: value });
    }),
  );
}

const comment = z
  .string()
  .check(z.maxLength(COMMENT_MAX_LENGTH, { error: messages.commentTooLong }));

export const contactStepSchema = z.object({
  name: requiredText(messages.nameRequired, messages.nameLetters, isValidName),
  mobile: requiredText(messages.mobileRequired, messages.mobileInvalid, isValidIndianMobile),
  email: requiredText(messages.emailRequired, messages.emailInvalid, isValidEmail),
});

export const serviceStepSchema = z.object({
  service: z.enum(serviceOptions, { error: messages.serviceRequired }),
  serviceComment: comment,
});

export const budgetStepSchema = z.object({
  budget: z.enum(budgetOptions, { error: messages.budgetRequired }),
  budgetComment: comment,
});

export const stepSchemas = [contactStepSchema, serviceStepSchema, budgetStepSchema] as const;

/** A valid answer to every step, only to warm the validators up. */
const SAMPLE_ANSWERS = {
  name: 'Asha',
  mobile: '98765 43210',
  email: 'asha@example.com',
  service: serviceOptions[0],
  serviceComment: '',
  budget: budgetOptions[0],
  budgetComment: '',
} satisfies StepValues;

/** Runs every step's schema once on valid answers, so that each rule runs to its end. */
export function warmUpValidation(): boolean {
  return stepSchemas.every((schema) => schema.safeParse(SAMPLE_ANSWERS).success);
}

export type ContactStep = z.infer<typeof contactStepSchema>;
export type ServiceStep = z.infer<typeof serviceStepSchema>;
export type BudgetStep = z.infer<typeof budgetStepSchema>;

type StepValues = ContactStep & ServiceStep & BudgetStep;
/** A field chosen from a list (its schema an enum, not any string). */
type ChoiceField = {
  [K in keyof StepValues]: string extends StepValues[K] ? never : K;
}[keyof StepValues];

/** What the wizard holds while the visitor fills it in: its steps' fields, a choice maybe unset. */
export type QuoteFormValues = {
  [K in keyof StepValues]: K extends ChoiceField ? string | null : string;
};

export const emptyQuoteForm: QuoteFormValues = {
  name: '',
  mobile: '',
  email: '',
  service: null,
  serviceComment: '',
  budget: null,
  budgetComment: '',
};

/** The JSON body of POST /api/submitQuote, docs/behaviour.md section 6: exactly these ten keys. */
export const quotePayloadSchema = z.strictObject({
  ...contactStepSchema.shape,
  ...serviceStepSchema.shape,
  ...budgetStepSchema.shape,
  pageurl: z
    .string()
    .check(
      z.maxLength(PAGE_URL_MAX_LENGTH),
      z.url({ protocol: /^https?$/, error: 'Must be a URL.' }),
    ),
  userip: z.string().check(
    z.refine((value) => toUserIp(value) === value, {
      error: 'Must be empty or an IP address.',
    }),
  ),
  fileattachment: z.null(),
});

export type QuotePayload = z.infer<typeof quotePayloadSchema>;

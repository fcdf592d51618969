import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/Field';
import type { QuoteCopy } from '@/lib/content/schemas/site';
import { budgetOptions, serviceOptions } from '@/lib/quote/options';
import { COMMENT_MAX_LENGTH } from '@/lib/quote/rules';
import type { QuoteFormValues } from '@/lib/quote/schema';
import { ChoiceGroup } from './ChoiceGroup';

const CONTACT_FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'given-name' },
  { name: 'mobile', label: 'Mobile number', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
] as const;

const CHOICE_STEPS = {
  1: { choice: 'service', label: 'Service', options: serviceOptions, comment: 'serviceComment' },
  2: { choice: 'budget', label: 'Budget', options: budgetOptions, comment: 'budgetComment' },
} as const;

interface StepFieldsProps {
  copy: QuoteCopy;
  step: number;
  fieldId: (name: string) => string;
  register: UseFormRegister<QuoteFormValues>;
  errors: FieldErrors<QuoteFormValues>;
}

/** The step's fields: the contact details, or a choice and a comment on it. */
export function StepFields({ copy, step, fieldId, register, errors }: StepFieldsProps) {
  if (step === 0) {
    return CONTACT_FIELDS.map(({ name, ...field }) => (
      <TextField
        key={name}
        id={fieldId(name)}
        error={errors[name]?.message}
        {...field}
        {...copy.contact[name]}
        {...register(name)}
      />
    ));
  }
  const { choice, label, options, comment } = CHOICE_STEPS[step === 1 ? 1 : 2];
  return (
    <>
      <ChoiceGroup
        id={fieldId(choice)}
        label={label}
        options={options}
        registration={register(choice)}
        error={errors[choice]?.message}
      />
      <TextAreaField
        id={fieldId(comment)}
        label={copy[choice].commentLabel}
        optional
        maxLength={COMMENT_MAX_LENGTH}
        error={errors[comment]?.message}
        {...register(comment)}
      />
    </>
  );
}

/** The messages of docs/behaviour.md sections 5 and 7, word for word. */
export const messages = {
  nameRequired: 'This field is required.',
  nameLetters: 'Only letters are allowed (no spaces) or minimum letters required.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Please enter a valid 10-digit Indian mobile number.',
  emailRequired: 'Email is required.',
  emailInvalid:
    "Invalid email. No spaces allowed, must contain only alphanumeric characters, one '@', a valid domain, and at least one alphabetic character.",
  serviceRequired: 'Please select the service.',
  budgetRequired: 'Please select the budget.',
  commentTooLong: 'Please keep this under 2000 characters.',
  submitFailed: 'There was an error submitting your quote. Please try again.',
} as const;

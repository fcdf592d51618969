/** The choices of the quote wizard, docs/behaviour.md section 4, word for word. */
export const serviceOptions = [
  'UI/UX Design',
  'Web Development',
  'Mobile Development',
  'Customized Applications',
  'eCommerce Development',
  'AWS Cloud Service',
  'Digital Marketing',
] as const;

export const budgetOptions = [
  '$5K - $10K',
  '$10K - $50K',
  '$50K - $100K',
  '$100K - $250K',
  '$250K - $500K',
] as const;

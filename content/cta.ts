/** The closing calls to action of the hub and service pages. */
export const categoryCta = (categoryName: string) => ({
  title: `Plan your ${categoryName} project with us`,
  text: 'Tell us what you want to build. We reply within one business day with questions, a suggested approach and a first estimate.',
});

export const serviceCta = (serviceName: string) => ({
  title: `Ready to talk about ${serviceName}?`,
  text: 'Share a few details and get a tailored estimate, or book a free 30-minute call with a senior consultant.',
});

export const whyUsTitle = (categoryName: string) => `Why choose NimbleForge for ${categoryName}`;

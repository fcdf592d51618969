// One page of each template: the others share its markup, and their copy's static facts are
// checked on every page by the export tests.
export const TEMPLATE_PAGES = [
  '/',
  '/portfolio/',
  '/portfolio/hospital-network-patient-app/',
  '/blog/',
  '/blog/native-vs-cross-platform-first-app/',
  '/hiring/',
  '/contact/',
  // The terms share the privacy policy's template (LegalPage).
  '/privacy-policy/',
  '/cloud-computing/',
  '/cloud-computing/devops/',
];

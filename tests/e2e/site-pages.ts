/**
 * One page of each template. The other pages of a template share its markup and differ in
 * copy, whose static facts (headings, names, alt text, links, policies) the export tests check
 * on every page without a browser.
 */
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

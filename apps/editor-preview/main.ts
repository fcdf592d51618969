// Decap as a module, so it shares the site's one React; admin.js starts it (CMS.init).
import CMS from 'decap-cms-app';
import contentFiles from 'preview:content-files';
import templateNames from 'preview:template-names';
import { type AddressEventRegistry, registerAddressEvents } from '@/lib/editor/address';
import { createPagePreview } from './PagePreview';
import {
  type PreviewRegistry,
  registerPreviews,
  siteStylesheets,
  withStylesheets,
} from './register';

const cms = CMS as unknown as PreviewRegistry;

// Asked for long before a preview opens (the marketer signs in and picks an entry first), and
// linked into a preview that opened sooner.
const stylesheets = siteStylesheets('/admin/preview/styles.json', fetch, afterStart);
registerPreviews(
  cms,
  templateNames,
  withStylesheets(createPagePreview(contentFiles), stylesheets) as never,
);
registerAddressEvents(CMS as unknown as AddressEventRegistry);
void stylesheets.then((list) => list.forEach((href) => cms.registerPreviewStyle(href)));

/** Once Decap has drawn its first screen: the main thread is idle again. */
function afterStart(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 2000);
  });
}

(window as unknown as { CMS: typeof CMS }).CMS = CMS;

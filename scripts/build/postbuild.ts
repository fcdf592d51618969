// After `next build`, on each exported page: paint first (paint-first.ts), critical CSS
// (critical-css.ts), then last its CSP by hash in a `<meta>` (page-csp.ts).
// `tsx scripts/build/postbuild.ts [project dir]`: the project's out/, with its `.env*` files
// loaded first (the policy's origins are configuration, read after that).
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, HEADER_CONTENT_SECURITY_POLICY } from '@/lib/third-parties/origins';
import { runIfEntryPoint } from '@/scripts/entry-point';
import { loadProjectEnv } from '@/scripts/env-files';
import { addCompileHints } from './compile-hints';
import { criticalCssInliner } from './critical-css';
import { writeEditorSettings } from './editor-bundle';
import { buildEditorBundle, writePreviewStyles } from './editor-preview-bundle';
import { loadNativeHtmlParser } from './html-elements';
import { htmlFiles } from './html-files';
import { bundleInboxScript } from './inbox-bundle';
import { inlineScriptHashes, inlineStyleHashes, withPolicyMeta } from './page-csp';
import { afterPaintUrls, loadScriptsAfterFirstPaint, type PagePayload } from './paint-first';
import { precompressAndReport } from './precompress';
import { NGINX_REDIRECTS_FILE, writeRedirects } from './redirects';

function payloadOf(out: string, file: string): PagePayload | undefined {
  const relative = path.relative(out, file).split(path.sep).join('/');
  if (relative === '404.html' || relative === '404/index.html') return undefined;
  const payloadFile = file.replace(/index\.html$/, 'index.txt');
  if (!relative.endsWith('index.html') || !fs.existsSync(payloadFile)) {
    throw new Error(
      `postbuild: out/${relative} has no index.txt beside it (the page's RSC payload): ` +
        "Next's export changed shape; update scripts/build/postbuild.ts and scripts/build/paint-first.ts",
    );
  }
  return {
    url: `/${relative.replace(/index\.html$/, 'index.txt')}`,
    text: fs.readFileSync(payloadFile, 'utf8'),
  };
}

/** out/_headers must send the site-wide policy on `/*` (public/_headers holds it). */
function checkHeadersFile(out: string): void {
  const file = path.join(out, '_headers');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const line = `  Content-Security-Policy: ${HEADER_CONTENT_SECURITY_POLICY}`;
  if (!text.split(/\r?\n/).includes(line)) {
    throw new Error(
      `out/_headers lacks the site-wide policy under /* (expected the line "${line.trim()}"): ` +
        'update public/_headers to match HEADER_CONTENT_SECURITY_POLICY in lib/third-parties/origins.ts',
    );
  }
}

export async function postbuild(root: string = process.cwd()): Promise<void> {
  const loadedEnvFiles = loadProjectEnv(false, root);
  await loadNativeHtmlParser();
  const out = path.join(root, 'out');
  checkHeadersFile(out);
  let pages = 0;
  const startupScripts = new Set<string>();
  const inlineCriticalCss = criticalCssInliner(out);
  const criticalBytes: number[] = [];
  for (const file of htmlFiles(out)) {
    const relative = path.relative(out, file);
    const deferred = loadScriptsAfterFirstPaint(
      fs.readFileSync(file, 'utf8'),
      relative,
      payloadOf(out, file),
    );
    const { html, css } = await inlineCriticalCss(deferred, relative);
    criticalBytes.push(Buffer.byteLength(css));
    afterPaintUrls(html).forEach((url) => startupScripts.add(url));
    const policy = contentSecurityPolicy(
      inlineScriptHashes(html, `out/${relative}`),
      inlineStyleHashes(html),
    );
    fs.writeFileSync(file, withPolicyMeta(html, policy));
    pages += 1;
  }
  const sorted = criticalBytes.filter(Boolean).sort((a, b) => a - b);
  console.log(
    `postbuild: critical CSS inlined into ${sorted.length} pages (${sorted[0]}-${sorted.at(-1)} bytes each), the full stylesheet applied as soon as it loads`,
  );
  const hinted = addCompileHints(out, startupScripts);
  console.log(
    `postbuild: compile hint added to ${hinted} of the pages' ${startupScripts.size} startup chunks`,
  );
  const from = loadedEnvFiles.length ? ` (configuration from ${loadedEnvFiles.join(', ')})` : '';
  console.log(
    `postbuild: scripts and RSC payloads deferred to the first paint and a Content-Security-Policy meta tag written into ${pages} pages${from}`,
  );
  const redirects = writeRedirects(out, root);
  console.log(
    `postbuild: ${redirects} redirect(s) from content/redirects.yaml and renamed pages written to out/_redirects and out/${NGINX_REDIRECTS_FILE}`,
  );
  // The third-party export serves the browser tests' pages alone: they never open its editor or
  // inbox, nor ask for a compressed copy (tests/third-party/build.ts).
  if (process.env.SKIP_BUILD_EXTRAS === '1') {
    console.log('postbuild: SKIP_BUILD_EXTRAS=1: no editor, inbox script or .br/.gz copies');
    return;
  }
  const adminDir = path.join(out, 'admin');
  const bytes = await buildEditorBundle(path.join(adminDir, 'decap'));
  writeEditorSettings(adminDir);
  const styles = writePreviewStyles(out);
  console.log(
    `postbuild: the editor (Decap CMS and the site's previews, ${Math.round(bytes / 1024)} KiB) bundled into out/admin/decap/, the site's ${styles.length} stylesheet(s) copied for its preview`,
  );
  const inboxBytes = bundleInboxScript(out);
  console.log(
    `postbuild: the inbox's chart script bundled into out/inbox/charts.js (${inboxBytes} bytes)`,
  );
  // Last, on the final bytes of each page; in this process rather than a second one.
  precompressAndReport(path.relative(process.cwd(), out));
}

runIfEntryPoint(import.meta.url, () => postbuild(path.resolve(process.argv[2] ?? '.')));

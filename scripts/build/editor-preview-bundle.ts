// The editor's bundle: Decap CMS and apps/editor-preview/'s previews with the site's own React, so
// the site's components render in Decap's preview pane. lib/content/index.ts, which reads files
// through the bundler, is swapped for a browser copy of content/ taken now.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { previewTemplateNames } from '@/apps/editor-preview/register';
import { contentFilesOnDisk } from '@/lib/content/disk';
import { categorySlugs } from '@/lib/editor/categories';
import { cmsConfig } from '@/lib/editor/config';

export const EDITOR_BUNDLE = 'editor.js';
const ROOT = process.cwd();

function previewModules(): Plugin {
  const virtual: Record<string, () => unknown> = {
    'preview:content-files': () => contentFilesOnDisk(ROOT),
    'preview:template-names': () => previewTemplateNames(cmsConfig(categorySlugs(ROOT))),
  };
  const contentIndex = path.join(ROOT, 'lib', 'content', 'index.ts');
  const previewContent = path.join(ROOT, 'apps', 'editor-preview', 'content.ts');
  return {
    name: 'preview-modules',
    setup(on) {
      on.onResolve({ filter: /^preview:/ }, ({ path: name }) => ({
        path: name,
        namespace: 'preview',
      }));
      on.onLoad({ filter: /.*/, namespace: 'preview' }, ({ path: name }) => ({
        contents: `export default ${JSON.stringify(virtual[name]!())};`,
        loader: 'js',
      }));
      // The editor speaks English: Decap's other 30 languages are half a megabyte to parse.
      on.onResolve({ filter: /^decap-cms-locales$/ }, () => ({
        path: 'decap-cms-locales',
        namespace: 'preview-locales',
      }));
      on.onLoad({ filter: /.*/, namespace: 'preview-locales' }, () => ({
        contents: "export { default as en } from 'decap-cms-locales/dist/esm/en/index.js';",
        loader: 'js',
        resolveDir: ROOT,
      }));
      on.onResolve({ filter: /^next\/navigation$/ }, () => ({
        path: path.join(ROOT, 'apps', 'editor-preview', 'next-navigation.ts'),
      }));
      on.onLoad({ filter: /[\\/]lib[\\/]content[\\/]index\.ts$/ }, ({ path: file }) =>
        file === contentIndex
          ? {
              contents: [
                "import files from 'preview:content-files';",
                `import { setContent } from ${JSON.stringify(previewContent)};`,
                "import { loadContent } from './load';",
                'setContent(loadContent(files));',
                `export * from ${JSON.stringify(previewContent)};`,
              ].join('\n'),
              loader: 'ts',
              resolveDir: path.dirname(file),
            }
          : undefined,
      );
    },
  };
}

/** NEXT_PUBLIC_* as the site's build inlines them; any other process.env reads as unset. */
function publicEnv(): Record<string, string> {
  const define: Record<string, string> = {
    'process.env.NODE_ENV': JSON.stringify('production'),
  };
  for (const [name, value] of Object.entries(process.env))
    if (name.startsWith('NEXT_PUBLIC_')) define[`process.env.${name}`] = JSON.stringify(value);
  return define;
}

/** React packages bundled, by folder: a second copy breaks Decap's hooks ("invalid hook call"). */
export function reactCopies(inputs: readonly string[]): string[] {
  return [
    ...new Set(
      inputs.flatMap((input) => /^(?:.*\/)?node_modules\/react(?:-dom)?\//.exec(input)?.[0] ?? []),
    ),
  ].sort();
}

export async function buildEditorBundle(targetDir: string): Promise<number> {
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.mkdirSync(targetDir, { recursive: true });
  const outfile = path.join(targetDir, EDITOR_BUNDLE);
  const { metafile } = await build({
    entryPoints: [path.join(ROOT, 'apps', 'editor-preview', 'main.ts')],
    bundle: true,
    outfile,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'linked',
    jsx: 'automatic',
    // Decap's image optimiser finds its WebAssembly beside the script (copied below).
    define: { ...publicEnv(), global: 'globalThis', 'import.meta.url': 'EDITOR_BUNDLE_URL' },
    inject: [path.join(ROOT, 'apps', 'editor-preview', 'process-shim.ts')],
    loader: { '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.svg': 'dataurl' },
    plugins: [previewModules()],
    logLevel: 'warning',
    metafile: true,
  });
  const copies = reactCopies(Object.keys(metafile.inputs));
  if (copies.join() !== 'node_modules/react-dom/,node_modules/react/')
    throw new Error(`The editor's bundle holds React from ${copies.join(', ')}: it must hold one`);
  const wasm = path.join(ROOT, 'node_modules', '@jsquash', 'webp', 'codec', 'enc');
  for (const name of fs.readdirSync(wasm).filter((file) => file.endsWith('.wasm')))
    fs.copyFileSync(path.join(wasm, name), path.join(targetDir, name));
  return fs.statSync(outfile).size;
}

/** The site's CSS beside the editor: the editor's host serves /admin/ alone, not /_next/. */
export function writePreviewStyles(outDir: string): string[] {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap(
    ([tag]) => /\bhref="(\/_next\/[^"]+\.css)"/.exec(tag)?.slice(1, 2) ?? [],
  );
  if (!hrefs.length) throw new Error('out/index.html links no stylesheet under /_next/');
  const target = path.join(outDir, 'admin', 'preview');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const copies = hrefs.map((href) => {
    const name = path.basename(href);
    fs.copyFileSync(path.join(outDir, href), path.join(target, name));
    return `/admin/preview/${name}`;
  });
  fs.writeFileSync(
    path.join(target, 'styles.json'),
    `${JSON.stringify({ stylesheets: copies })}\n`,
  );
  return copies;
}

/** Under `npm run dev` the stylesheet is next dev's, found on a page of the site. */
export function writeDevPreviewStyles(publicAdminDir: string): void {
  const target = path.join(publicAdminDir, 'preview');
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, 'styles.json'), `${JSON.stringify({ fromPage: '/' })}\n`);
}

// The floor: a bare Next.js page in bench/floor/site, built by the project's own next binary
// (same version, same bundler: Turbopack) and precompressed like out/, so both are served the
// same way. It has no package.json of its own: bench/floor/node_modules links to the project's.
import fs from 'node:fs';
import path from 'node:path';
import { precompressDirectory } from '@/scripts/build/precompress';
import { BENCH, ROOT, run } from './paths';

const FLOOR = path.join(BENCH, 'floor');
const FLOOR_SITE = path.join(FLOOR, 'site');
export const FLOOR_OUT = path.join(FLOOR_SITE, 'out');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

const FLOOR_FILES: Record<string, string> = {
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>The floor</h1>
      <p>A bare Next.js page: what any site built with this version costs at least.</p>
    </main>
  );
}
`,
  // turbopack.root: Turbopack resolves nothing outside its root, and node_modules here is a
  // symlink into the project, so the root is the project.
  'next.config.mjs': `export default {
  output: 'export',
  turbopack: { root: ${JSON.stringify(ROOT)} },
};
`,
};

export function buildFloor(): void {
  fs.rmSync(FLOOR_SITE, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_SITE, file)), { recursive: true });
    fs.writeFileSync(path.join(FLOOR_SITE, file), text);
  }
  const link = path.join(FLOOR, 'node_modules');
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.join('..', '..', 'node_modules'), link, 'dir');
  run(process.execPath, [NEXT_BIN, 'build', FLOOR_SITE], FLOOR_SITE);
  // The server sends only precompressed copies: without them the floor's 450 KB of script went out
  // uncompressed while the site's went out as Brotli.
  precompressDirectory(FLOOR_OUT);
}

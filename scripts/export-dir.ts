// Where `npm run build` exports the site, and what `npm start` serves: out/, or the folder
// OUT_DIR names (the browser tests' third-party build goes to out-third-party/ this way).
export const SITE_EXPORT_DIR = 'out';

export function exportDir(env: Record<string, string | undefined> = process.env): string {
  return (env.OUT_DIR?.trim() || SITE_EXPORT_DIR).replace(/\/+$/, '');
}

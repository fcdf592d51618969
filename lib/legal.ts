/** The privacy policy and the terms: Markdown files under content/legal/, read at build time. */
import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';

export type LegalDocument = 'privacy-policy' | 'terms-and-condition';

export function getLegalHtml(name: LegalDocument): string {
  const file = path.join(process.cwd(), 'content', 'legal', `${name}.md`);
  return marked.parse(fs.readFileSync(file, 'utf8'), { async: false });
}

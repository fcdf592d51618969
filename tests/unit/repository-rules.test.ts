// What stands between a change and production, held to the files: every third-party action the
// workflow runs is pinned by commit (a tag can be moved to other code), and CODEOWNERS asks the
// developers to review everything but what the editor writes, which the marketing team reviews.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The owners of a path by GitHub's rule: the last matching pattern wins. */
function ownersOf(codeowners: string, file: string): string[] {
  let owners: string[] = [];
  for (const line of codeowners.split('\n')) {
    const [pattern, ...names] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!pattern) continue;
    const folder = pattern.startsWith('/') && pattern.endsWith('/');
    if (pattern !== '*' && !folder) throw new Error(`a pattern this test cannot read: ${pattern}`);
    if (pattern === '*' || `/${file}`.startsWith(pattern)) owners = names;
  }
  return owners;
}

describe('the way to production', () => {
  it('pins every action of the workflows by a full commit', () => {
    const dir = path.join(ROOT, '.github', 'workflows');
    const uses = fs
      .readdirSync(dir)
      .flatMap((file) => [
        ...read(`.github/workflows/${file}`).matchAll(/^\s*(?:-\s*)?uses:\s*(\S+)/gm),
      ])
      .map((match) => match[1]!);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
  });

  it('asks the developers to review the code, and the marketing team what the editor writes', () => {
    const codeowners = read('.github/CODEOWNERS');
    const developers = ownersOf(codeowners, 'package.json');
    expect(developers.length).toBeGreaterThan(0);
    for (const file of [
      'worker/index.ts',
      'scripts/ops/deploy.ts',
      '.github/workflows/site.yml',
      '.github/CODEOWNERS',
      'wrangler.jsonc',
      'public/_headers',
      'public/admin/config.yml',
      'lib/quote/schema.ts',
    ]) {
      expect(ownersOf(codeowners, file), file).toEqual(developers);
    }
    for (const file of ['content/site.yaml', 'content/blog/any-post.md', 'public/uploads/a.png']) {
      expect(ownersOf(codeowners, file), file).toEqual(['@nimbleforge/marketing']);
    }
  });
});

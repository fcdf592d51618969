// What a pull request's code can reach in the workflows: no GitHub token left in .git/config by a
// checkout, no job that both holds a write-scoped token and checks out or runs code, and the
// preview's URL (handed on by a job that runs the pull request's code) posted only when it is the
// preview's own address.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';

const DIR = path.resolve(import.meta.dirname, '..', '..', '.github', 'workflows');

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: object };
type Permissions = string | Record<string, string> | undefined;
type Job = { permissions?: Permissions; steps?: Step[]; needs?: string | string[] };
type Workflow = { permissions?: Permissions; jobs: Record<string, Job> };

const workflows = fs
  .readdirSync(DIR)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => ({ file, workflow: parse(fs.readFileSync(path.join(DIR, file), 'utf8')) }))
  .map(({ file, workflow }) => ({ file, workflow: workflow as Workflow }));

/** GitHub's rule: without a `permissions` key, a job gets the workflow's. */
function writes(permissions: Permissions): string[] {
  if (permissions === undefined) return ['(the repository default, which may write)'];
  if (typeof permissions === 'string') return permissions === 'write-all' ? ['all'] : [];
  return Object.entries(permissions).flatMap(([scope, level]) =>
    level === 'write' ? [scope] : [],
  );
}

const isCheckout = (step: Step) => step.uses?.startsWith('actions/checkout@') ?? false;

describe('the GitHub token in the workflows', () => {
  it('is never left in .git/config by a checkout', () => {
    const checkouts = workflows.flatMap(({ file, workflow }) =>
      Object.entries(workflow.jobs).flatMap(([name, job]) =>
        (job.steps ?? []).filter(isCheckout).map((step) => ({ at: `${file} ${name}`, step })),
      ),
    );
    expect(checkouts.length).toBeGreaterThan(0);
    for (const { at, step } of checkouts)
      expect(step.with?.['persist-credentials'], at).toBe(false);
  });

  it('can write only in a job that checks out nothing and runs no command', () => {
    let writing = 0;
    for (const { file, workflow } of workflows) {
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const granted = writes(job.permissions ?? workflow.permissions);
        if (granted.length === 0) continue;
        writing += 1;
        const steps = job.steps ?? [];
        expect(steps.filter(isCheckout), `${file} ${name} writes ${granted.join()}`).toEqual([]);
        expect(
          steps.filter((step) => step.run !== undefined),
          `${file} ${name}`,
        ).toEqual([]);
      }
    }
    // The job that posts the preview's URL is the one that writes.
    expect(writing).toBeGreaterThan(0);
  });
});

describe('the preview URL posted on a pull request', () => {
  const site = workflows.find(({ file }) => file === 'site.yml')!.workflow;
  const poster = Object.values(site.jobs).find((job) =>
    writes(job.permissions).includes('pull-requests'),
  )!;
  const step = poster.steps!.find((s) => s.uses?.startsWith('actions/github-script@'))!;
  const script = String(step.with?.script);
  type Run = (github: unknown, context: unknown, core: unknown, process: unknown) => Promise<void>;
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => Run;
  const run = new AsyncFunction('github', 'context', 'core', 'process', script);

  /** Runs the job's script as GitHub would for pull request 7, with `url` as the job's input. */
  async function post(url: string | undefined) {
    const rest = {
      issues: {
        listComments: vi.fn(),
        createComment: vi.fn(async () => ({})),
        updateComment: vi.fn(async () => ({})),
      },
      repos: { createCommitStatus: vi.fn(async () => ({})) },
    };
    const github = { rest, paginate: vi.fn(async () => []) };
    const context = {
      repo: { owner: 'nimbleforge', repo: 'site' },
      issue: { number: 7 },
      payload: { pull_request: { head: { sha: 'a'.repeat(40) } } },
    };
    const core = { setFailed: vi.fn() };
    await run(github, context, core, { env: { PREVIEW_URL: url } });
    return { rest, core };
  }

  it('comes from the preview job, as data', () => {
    expect(poster.needs).toBe('preview');
    expect(step.env).toEqual({ PREVIEW_URL: '${{ needs.preview.outputs.preview_url }}' });
  });

  it('posts the pull request’s own workers.dev address', async () => {
    const url = 'https://pr-7-nimbleforge-site-preview.acme.workers.dev';
    const { rest, core } = await post(url);
    expect(core.setFailed).not.toHaveBeenCalled();
    expect(rest.issues.createComment).toHaveBeenCalledWith(
      expect.objectContaining({ issue_number: 7, body: expect.stringContaining(`${url}\n`) }),
    );
    expect(rest.repos.createCommitStatus).toHaveBeenCalledWith(
      expect.objectContaining({ target_url: url, context: 'deploy/preview' }),
    );
  });

  it.each([
    undefined,
    '',
    'not a url',
    'javascript:alert(1)//pr-7-x.acme.workers.dev',
    'http://pr-7-nimbleforge-site-preview.acme.workers.dev',
    'https://evil.example.com',
    'https://pr-7-nimbleforge-site-preview.acme.workers.dev.evil.example.com',
    'https://pr-8-nimbleforge-site-preview.acme.workers.dev',
    'https://pr-77-nimbleforge-site-preview.acme.workers.dev',
    'https://pr-7-nimbleforge-site-preview.acme.workers.dev/phish?x=1',
    'https://pr-7-nimbleforge-site-preview.acme.workers.dev#[click](https://evil.example.com)',
    'https://user@pr-7-nimbleforge-site-preview.acme.workers.dev',
    'https://pr-7-nimbleforge-site-preview.acme.workers.dev:8443',
    'https://pr-7-nimbleforge-site-preview.acme.workers.dev\n@sales-team',
  ])('posts nothing for %j', async (url) => {
    const { rest, core } = await post(url);
    expect(core.setFailed).toHaveBeenCalledOnce();
    expect(rest.issues.createComment).not.toHaveBeenCalled();
    expect(rest.issues.updateComment).not.toHaveBeenCalled();
    expect(rest.repos.createCommitStatus).not.toHaveBeenCalled();
  });
});

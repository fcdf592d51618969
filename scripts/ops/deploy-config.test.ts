import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS, RATE_LIMIT_PERIOD_SECONDS } from '@/worker/settings';
import {
  deployArgProblems,
  deployConfigProblems,
  describeTarget,
  secretProblems,
  targetProblems,
  type WorkerTarget,
  workerTarget,
} from './deploy-config';

const good = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
  NEXT_PUBLIC_QUOTE_API_HOST: 'https://api.example.com',
};

describe('deployConfigProblems', () => {
  it('accepts https origins for the site and the quote endpoint', () => {
    expect(deployConfigProblems(good)).toEqual([]);
    expect(
      deployConfigProblems({
        NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
        NEXT_PUBLIC_QUOTE_API_HOST: 'https://api.example.com:8443/',
      }),
    ).toEqual([]);
  });

  it('accepts the quote endpoint on the site origin when it is set explicitly', () => {
    expect(
      deployConfigProblems({ ...good, NEXT_PUBLIC_QUOTE_API_HOST: good.NEXT_PUBLIC_SITE_URL }),
    ).toEqual([]);
  });

  it('refuses a configuration without the site origin; the quote host may stay unset', () => {
    const problems = deployConfigProblems({});
    expect(problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is not set/)]);
    expect(deployConfigProblems({ NEXT_PUBLIC_SITE_URL: good.NEXT_PUBLIC_SITE_URL })).toEqual([]);
  });

  it('treats blank values as unset', () => {
    expect(
      deployConfigProblems({ NEXT_PUBLIC_SITE_URL: '  ', NEXT_PUBLIC_QUOTE_API_HOST: '' }),
    ).toHaveLength(1);
  });

  it.each([
    'http://www.example.com',
    'http://localhost:3000',
    'www.example.com',
    'https://www.example.com/en',
    'https://www.example.com?x=1',
    'https://www.example.com/#top',
    'https://user:pw@www.example.com',
    'ftp://www.example.com',
  ])('refuses NEXT_PUBLIC_SITE_URL=%s', (value) => {
    const problems = deployConfigProblems({ ...good, NEXT_PUBLIC_SITE_URL: value });
    expect(problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is ".*": it must be/)]);
  });

  it.each(['http://api.example.com', 'https://api.example.com/api', 'api.example.com'])(
    'refuses NEXT_PUBLIC_QUOTE_API_HOST=%s',
    (value) => {
      const problems = deployConfigProblems({ ...good, NEXT_PUBLIC_QUOTE_API_HOST: value });
      expect(problems).toEqual([
        expect.stringMatching(/^NEXT_PUBLIC_QUOTE_API_HOST is ".*": it must be/),
      ]);
    },
  );

  it('checks the optional URLs only when they are set', () => {
    expect(
      deployConfigProblems({
        ...good,
        NEXT_PUBLIC_IP_LOOKUP_URL: 'https://ip.example.com/json',
        NEXT_PUBLIC_SCHEDULING_URL: 'https://cal.example.com/team/intro',
      }),
    ).toEqual([]);
    expect(
      deployConfigProblems({
        ...good,
        NEXT_PUBLIC_IP_LOOKUP_URL: 'http://ip.example.com/json',
        NEXT_PUBLIC_SCHEDULING_URL: '/book',
      }),
    ).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_IP_LOOKUP_URL is/),
      expect.stringMatching(/^NEXT_PUBLIC_SCHEDULING_URL is/),
    ]);
  });
});

describe('the preview and production Workers (wrangler.jsonc, as wrangler reads it)', () => {
  const production = workerTarget('production');
  const preview = workerTarget('preview');

  it('are two Workers, each with its leads’ and its visits’ D1 databases and a KV namespace', () => {
    expect(preview.worker).not.toBe(production.worker);
    expect(production.databases.map((d) => d.binding)).toEqual(['DB', 'VISITS']);
    expect(preview.databases.map((d) => d.binding)).toEqual(['DB', 'VISITS']);
    const names = [...production.databases, ...preview.databases].map((d) => d.name);
    const ids = [...production.databases, ...preview.databases].map((d) => d.id);
    expect(new Set(names).size).toBe(4);
    expect(new Set(ids).size).toBe(4);
    expect(preview.kvNamespaces.map((kv) => kv.binding)).toEqual(['QUOTE_FALLBACK']);
    expect(preview.kvNamespaces[0]?.id).not.toBe(production.kvNamespaces[0]?.id);
  });

  it('give the preview no way to tell anyone: no send_email, no notification var', () => {
    expect(production.sendEmail).toEqual(['LEAD_EMAIL']);
    expect(preview.sendEmail).toEqual([]);
    for (const name of NOTIFICATION_SETTINGS) expect(preview.vars[name]).toBeUndefined();
    expect(targetProblems(preview, {}, production)).toEqual([]);
  });

  it('refuse a preview that could tell someone or reach production’s data', () => {
    const leaky: WorkerTarget = {
      ...preview,
      sendEmail: ['LEAD_EMAIL'],
      vars: { LEAD_WEBHOOK_URL: 'https://hooks.example.com/x' },
      databases: production.databases,
    };
    expect(targetProblems(leaky, {}, production)).toEqual([
      'the preview has the send_email binding LEAD_EMAIL: a preview tells no one',
      'the preview sets LEAD_WEBHOOK_URL: a preview tells no one',
      ...production.databases.map(
        (database) => `the preview's D1 database ${database.name} is production's`,
      ),
    ]);
  });

  it('refuse a Worker that would sign in the local identity without Access', () => {
    for (const target of [production, preview]) {
      const open: WorkerTarget = { ...target, vars: { INBOX_LOCAL_SIGN_IN: 'me@example.com' } };
      expect(targetProblems(open, {}, production)).toContain(
        "INBOX_LOCAL_SIGN_IN is set (var): a local server's setting, it opens the inbox without Cloudflare Access",
      );
    }
  });

  it('refuse a Worker with the local sign-in as a secret, which no file shows', () => {
    for (const environment of ['production', 'preview'] as const) {
      expect(secretProblems(environment, ['TURNSTILE_SECRET_KEY', 'INBOX_LOCAL_SIGN_IN'])).toEqual([
        "INBOX_LOCAL_SIGN_IN is set (secret): a local server's setting, it opens the inbox without Cloudflare Access",
      ]);
      // A name that only contains it is another secret.
      expect(
        secretProblems(environment, ['INBOX_LOCAL_SIGN_IN_OLD', 'CMS_GITHUB_CLIENT_SECRET']),
      ).toEqual([]);
    }
    expect(secretProblems('production', ['LEAD_WEBHOOK_URL'])).toEqual([]);
    expect(secretProblems('preview', ['LEAD_WEBHOOK_URL', 'LEAD_EMAIL_TO'])).toEqual([
      'the preview Worker has the secrets LEAD_WEBHOOK_URL, LEAD_EMAIL_TO: a preview tells no one',
    ]);
  });

  it('refuse deploy arguments that would set or keep a var no check sees', () => {
    expect(deployArgProblems(['--dry-run', '--minify'])).toEqual([]);
    expect(deployArgProblems(['--var', 'INBOX_LOCAL_SIGN_IN:me@example.com'])).toEqual([
      expect.stringMatching(/^INBOX_LOCAL_SIGN_IN is set \(argument\)/),
    ]);
    expect(deployArgProblems(['--keep-vars', '--secrets-file=prod.env'])).toEqual([
      expect.stringMatching(/^--keep-vars: /),
      expect.stringMatching(/^--secrets-file: /),
    ]);
  });

  it('say in a dry run which Worker and which database each targets', () => {
    expect(describeTarget(production)).toMatch(
      /^production: Worker nimbleforge-site\n {2}D1: DB = nimbleforge-quotes \(/,
    );
    expect(describeTarget(preview)).toMatch(
      /^preview: Worker nimbleforge-site-preview\n {2}D1: DB = nimbleforge-quotes-preview \(/,
    );
    expect(describeTarget(preview)).toContain('notification bindings and vars: none');
  });

  it('share the rate limiters, whose period is the one Retry-After reports', () => {
    expect(preview.rateLimits).toEqual(production.rateLimits);
    expect(production.rateLimits).toEqual([
      expect.objectContaining({ name: 'QUOTE_RATE_LIMITER', period: RATE_LIMIT_PERIOD_SECONDS }),
      expect.objectContaining({ name: 'EVENT_RATE_LIMITER', period: RATE_LIMIT_PERIOD_SECONDS }),
    ]);
  });
});

describe('the delivery targets a deploy checks', () => {
  const production = workerTarget('production');

  it.each([
    ['https://hooks.slack.com/services/T0/B0/x', []],
    ['http://localhost:8787/hook', []],
    ['http://127.0.0.1:8787/hook', []],
    [
      'http://hooks.example.com/lead',
      [
        'LEAD_WEBHOOK_URL must be an https:// URL (plain http:// only for localhost and 127.0.0.1), not http://hooks.example.com',
      ],
    ],
    ['hooks.example.com/lead', ['LEAD_WEBHOOK_URL is not an absolute URL']],
    [
      'https://user:pw@hooks.example.com/',
      ['LEAD_WEBHOOK_URL must not carry a user name or password'],
    ],
  ])('LEAD_WEBHOOK_URL=%s', (url, problems) => {
    expect(targetProblems(production, { LEAD_WEBHOOK_URL: url })).toEqual(problems);
  });

  it('reads wrangler.jsonc’s vars too, and never prints a URL’s path', () => {
    const problems = targetProblems(
      { ...production, vars: { LEAD_JSON_WEBHOOK_URL: 'ftp://crm.example.com/secret-token' } },
      {},
    );
    expect(problems).toEqual([expect.stringMatching(/^LEAD_JSON_WEBHOOK_URL must be an https/)]);
    expect(problems.join()).not.toContain('secret-token');
  });
});

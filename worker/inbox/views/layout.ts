import { html, raw } from 'hono/html';
import { DASHBOARD_PATH, INBOX_PATH } from '@/worker/http/inbox-address';
import type { Identity } from '@/worker/inbox/access';
import type { Html } from './html';

export function layout(options: {
  title: string;
  identity: Identity;
  current?: 'leads' | 'dashboard';
  body: Html;
  scripts?: string[];
}): Html {
  const { identity, current } = options;
  const link = (href: string, label: string, name: 'leads' | 'dashboard') =>
    html`<li>
      <a href="${href}" ${current === name ? raw('aria-current="page"') : ''}>${label}</a>
    </li>`;
  return html`<!doctype html>
    <html lang="en">
      ${head(
        options.title,
        html`<link rel="stylesheet" href="/inbox/inbox.css" />
          ${(options.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}`,
      )}
      <body>
        <a class="skip" href="#main">Skip to content</a>
        ${
          identity.local
            ? html`<p class="local" role="note">
                Local mode: no Cloudflare Access; signed in as ${identity.email}.
              </p>`
            : ''
        }
        <header class="bar">
          <p class="brand">Leads inbox</p>
          <nav aria-label="Inbox">
            <ul>
              ${link(INBOX_PATH, 'Leads', 'leads')}${link(DASHBOARD_PATH, 'Dashboard', 'dashboard')}
            </ul>
          </nav>
          <p class="who">Signed in as ${identity.email}</p>
        </header>
        <main id="main" tabindex="-1">${options.body}</main>
      </body>
    </html>`;
}

/** Every inbox page's head: never indexed, whatever host serves it. */
function head(title: string, extra: Html | string = ''): Html {
  return html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · Leads inbox</title>
    ${extra}
  </head>`;
}

export function refusedPage(reason: string): Html {
  return html`<!doctype html>
    <html lang="en">
      ${head('Not allowed')}
      <body>
        <main>
          <h1>Not allowed</h1>
          <p>${reason}</p>
          <p>The inbox is for the sales team, signed in through Cloudflare Access.</p>
        </main>
      </body>
    </html>`;
}

export function problemPage(identity: Identity, title: string, text: string, back: string): Html {
  return layout({
    title,
    identity,
    body: html`<h1>${title}</h1>
      <p>${text}</p>
      <p><a href="${back}">Back</a></p>`,
  });
}

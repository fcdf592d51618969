// The pieces every inbox view is built of: plain HTML, every value escaped by hono/html.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export function time(iso: string | null): Html {
  if (!iso) return html``;
  const shown = iso.replace('T', ' ').replace(/:\d\d\.\d+Z$|:\d\dZ$/, ' UTC');
  return html`<time datetime="${iso}">${shown}</time>`;
}

export function statusBadge(status: string): Html {
  return html`<span class="status status-${status}">${status}</span>`;
}

/** A table's header row; a heading given with a class, as [heading, class], gets it. */
export function columnHeads(headings: readonly (Html | string | [string, string])[]): Html {
  return html`<thead>
    <tr>
      ${headings.map((heading) =>
        Array.isArray(heading)
          ? html`<th scope="col" class="${heading[1]}">${heading[0]}</th>`
          : html`<th scope="col">${heading}</th>`,
      )}
    </tr>
  </thead>`;
}

/** A visitor's text with its line breaks kept, each line escaped. */
export function lines(text: string): Html[] {
  return text
    .split(/\r\n?|\n/)
    .map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`));
}

/**
 * A table wider than a phone scrolls inside this, not the page. Focusable and named, so that a
 * keyboard can scroll it and a screen reader says what it holds (WCAG 2.1.1, 4.1.2).
 */
export function scrollRegion(labelledBy: string, content: Html): Html {
  return html`<div class="scroll" role="region" aria-labelledby="${labelledBy}" tabindex="0">
    ${content}
  </div>`;
}

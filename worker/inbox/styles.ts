// The inbox's one stylesheet, served by the Worker at /inbox/inbox.css (its CSP allows no
// inline style). System fonts; contrast AA; the list turns into cards below 720 px.
import { LEAD_STATUSES, type LeadStatus } from '@/worker/lead-logic/lead-status';

/** Each status's badge, background and text: a status added to the list fails to compile here. */
const STATUS_COLOURS: Record<LeadStatus, [background: string, text: string]> = {
  new: ['#dbe7ff', '#0f2f73'],
  contacted: ['#fff0c2', '#4a3600'],
  qualified: ['#e5dcff', '#3a1d85'],
  won: ['#d3f2dc', '#0d4a22'],
  lost: ['#ececec', '#393939'],
};

function statusBadges(): string {
  return LEAD_STATUSES.map((status) => {
    const [background, text] = STATUS_COLOURS[status];
    return `.status-${status} { background: ${background}; color: ${text}; }`;
  }).join('\n');
}

export const INBOX_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: light; }
/* An e-mail address or a campaign name in a sentence is one long word: it breaks rather than widen the page. */
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1d24; background: #f5f6f8; overflow-wrap: break-word; }
a { color: #1746a2; }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, summary:focus-visible, .scroll:focus-visible { outline: 3px solid #1746a2; outline-offset: 2px; }
.skip { position: absolute; left: 0.5rem; top: -3rem; background: #fff; padding: 0.5rem 1rem; z-index: 10; }
.skip:focus { top: 0.5rem; }
header.bar { background: #14213d; color: #fff; padding: 0.75rem 1rem; display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; }
header.bar a { color: #fff; }
header.bar nav a { display: inline-block; min-height: 1.5rem; padding-block: 0.125rem; }
header.bar .brand { font-weight: 700; margin: 0; }
header.bar nav ul { list-style: none; display: flex; gap: 1rem; margin: 0; padding: 0; }
header.bar nav a[aria-current="page"] { font-weight: 700; text-underline-offset: 0.3em; text-decoration-thickness: 2px; }
header.bar .who { margin: 0 0 0 auto; font-size: 0.875rem; overflow-wrap: anywhere; }
.local { background: #fff4ce; color: #3d2f00; border-bottom: 1px solid #e0c560; padding: 0.5rem 1rem; margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
main:focus { outline: none; }
h1 { font-size: 1.6rem; margin: 0.5rem 0 1rem; overflow-wrap: anywhere; }
h2 { font-size: 1.2rem; margin: 1.75rem 0 0.75rem; }
.panel { background: #fff; border: 1px solid #d5d9e0; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
.filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); gap: 0.75rem 1rem; align-items: end; }
.filters .wide { grid-column: 1 / -1; }
label { display: block; font-weight: 600; font-size: 0.875rem; margin-bottom: 0.25rem; }
input, select, textarea { font: inherit; width: 100%; padding: 0.5rem; border: 1px solid #6b7280; border-radius: 6px; background: #fff; color: inherit; min-height: 2.75rem; }
textarea { min-height: 6rem; resize: vertical; }
button, .button { font: inherit; font-weight: 600; display: inline-block; padding: 0.55rem 1.1rem; min-height: 2.75rem; border-radius: 6px; border: 1px solid #1746a2; background: #1746a2; color: #fff; cursor: pointer; text-decoration: none; }
.button.secondary, button.secondary { background: #fff; color: #1746a2; }
form.inline { display: inline; margin: 0; }
button.link { background: none; border: none; padding: 0; min-height: 2.75rem; color: #1746a2; font-weight: 400; text-decoration: underline; }
button.danger { background: #a1161d; border-color: #a1161d; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-top: 0.75rem; }
.count { margin: 0.5rem 0; }
.message { background: #e6f4ea; border: 1px solid #3b8a55; padding: 0.75rem 1rem; border-radius: 6px; }
.hint { margin: 0 0 0.25rem; font-size: 0.875rem; color: #4b5563; }
label.spaced { margin-top: 0.75rem; }
.field-error { margin: 0 0 0.25rem; font-size: 0.875rem; font-weight: 600; color: #a1161d; }
input[aria-invalid="true"] { border: 2px solid #a1161d; }
.deal { margin: 0 0 0.75rem; }
.warning { background: #fdecea; border: 1px solid #a1161d; padding: 0.75rem 1rem; border-radius: 6px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.6rem; border-bottom: 1px solid #d5d9e0; overflow-wrap: break-word; }
td.contact a { overflow-wrap: anywhere; }
th.nowrap, td.nowrap, span.nowrap, .status { white-space: nowrap; }
thead th { background: #eef0f4; font-size: 0.875rem; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
.status { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; background: #e8ebf0; color: #1a1d24; }
${statusBadges()}
.muted { color: #4b5563; }
dl.fields { display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: 0.4rem 1rem; margin: 0; }
dl.fields dt { font-weight: 600; }
dl.fields dd { margin: 0; overflow-wrap: anywhere; }
.pages { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; margin: 1rem 0; }
.history { list-style: none; padding: 0; margin: 0; }
.history li { border-left: 3px solid #1746a2; padding: 0.25rem 0 0.25rem 0.75rem; margin-bottom: 0.75rem; }
.history .detail { overflow-wrap: anywhere; margin: 0.25rem 0 0; }
.grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 1rem; }
figure { margin: 0 0 1.5rem; }
figcaption { font-weight: 600; margin-bottom: 0.5rem; }
.chart { min-height: 1rem; overflow-x: auto; }
.chart svg { display: block; max-width: 100%; height: auto; }
.chart svg text { white-space: pre; }
details summary { cursor: pointer; font-weight: 600; }
/* A wide table scrolls in here (views/html.ts scrollRegion), never the page: at 390 px the follow-up table made the dashboard 552 px wide. */
.scroll { overflow-x: auto; margin-bottom: 1.5rem; }
/* Its visually hidden words (absolute) are placed and clipped inside it, not past the page's edge. */
.scroll { position: relative; }
.scroll:last-child { margin-bottom: 0; }
.scroll h3 { margin: 0.5rem 0; }
.legend { margin: 0 0 0.5rem; }
.swatch { display: inline-block; width: 0.9rem; height: 0.9rem; vertical-align: -0.1rem; margin: 0 0.3rem 0 0.75rem; }
.swatch.visitor { background: #1746a2; }
.swatch.timer { background: #b45309; }
.stats { display: flex; flex-wrap: wrap; gap: 1rem; list-style: none; padding: 0; margin: 0 0 1rem; }
.stats li { background: #fff; border: 1px solid #d5d9e0; border-radius: 8px; padding: 0.75rem 1rem; min-width: 9rem; }
.stats strong { display: block; font-size: 1.5rem; }
/* The period before and the change, beneath a figure (views/funnel.ts). */
.was { display: block; font-size: 0.8125rem; color: #4b5563; white-space: nowrap; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.periods ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; padding: 0; margin: 0 0 0.75rem; }
.periods a { display: inline-block; min-height: 1.5rem; padding-block: 0.125rem; }
.periods a[aria-current="page"] { font-weight: 700; }
.periods form { margin-bottom: 0.5rem; }
tbody.group tr.group-head th, tbody.group tr.group-head td { background: #f3f5f9; font-weight: 600; }
th.indent { padding-left: 1.5rem; font-weight: 400; }
@media (max-width: 720px) {
  main { padding: 0.75rem; }
  table.leads thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  table.leads, table.leads tbody, table.leads tr, table.leads td, table.leads th { display: block; width: 100%; }
  table.leads { background: transparent; }
  table.leads caption { display: block; padding-top: 0; }
  table.leads tr { background: #fff; border: 1px solid #d5d9e0; border-radius: 8px; margin-bottom: 0.75rem; padding: 0.5rem 0.75rem; }
  table.leads th, table.leads td { border: 0; padding: 0.2rem 0; }
  table.leads th { font-size: 1.05rem; }
  table.leads td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; color: #4b5563; }
  dl.fields { grid-template-columns: 1fr; gap: 0.1rem; }
  th, td { padding: 0.4rem 0.35rem; }
  .panel { padding: 0.75rem; }
  dl.fields dd { margin-bottom: 0.5rem; }
  header.bar .who { margin-left: 0; flex-basis: 100%; }
}
`;

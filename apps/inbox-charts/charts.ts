// Served only by the Worker, behind Cloudflare Access; each chart's table repeats its figures.
import * as Plot from '@observablehq/plot';
import type { Bar, ChartData } from '@/lib/inbox/chart-data';

const INK = '#1746a2';
/** The timer's panels: 4.9:1 on white, apart from INK for every kind of colour vision. */
const TIMER = '#b45309';

function labelWidth(rows: { label: string }[], width: number): number {
  const longest = Math.max(0, ...rows.map((row) => row.label.length));
  return Math.min(220, width * 0.45, Math.max(80, longest * 7));
}

/** Whole numbers only: a count of leads has no 0.5. */
function countTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 6));
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, index) => index * step);
}

/** A label cut to what its margin shows (about 7 px a character at 12 px). */
function fitTo(margin: number) {
  const characters = Math.max(6, Math.floor(margin / 7) - 1);
  return (label: string) =>
    label.length > characters ? `${label.slice(0, characters - 1)}…` : label;
}

/**
 * Plot writes a <style> into its SVG, which the inbox's CSP (no inline style) refuses: drawn in a
 * scratch document, stripped of it, then moved here; inbox.css holds the same rules.
 */
function place(
  container: Element,
  label: string,
  draw: (document: Document) => SVGSVGElement | HTMLElement,
) {
  const scratch = document.implementation.createHTMLDocument('chart');
  const chart = draw(scratch);
  chart.querySelectorAll('style').forEach((style) => style.remove());
  // The chart is one image to assistive technology (its table tells the figures): the marks'
  // own labels, on plain <g> elements, are not allowed there.
  chart.querySelectorAll('[aria-label], [aria-description]').forEach((part) => {
    part.removeAttribute('aria-label');
    part.removeAttribute('aria-description');
  });
  chart.setAttribute('role', 'img');
  chart.setAttribute('aria-label', label);
  container.replaceChildren(document.adoptNode(chart));
}

function barsChart(rows: Bar[], width: number, axis: string) {
  const margin = labelWidth(rows, width);
  return (document: Document) =>
    Plot.plot({
      document,
      width,
      style: { fontSize: '12px' },
      height: Math.max(80, rows.length * 28 + 40),
      marginLeft: margin,
      x: {
        label: axis,
        grid: true,
        ticks: countTicks(Math.max(1, ...rows.map((row) => row.count))),
        tickFormat: 'd',
      },
      y: { label: null, domain: rows.map((row) => row.label), tickFormat: fitTo(margin) },
      marks: [
        Plot.barX(rows, { x: 'count', y: 'label', fill: INK }),
        Plot.text(rows, { x: 'count', y: 'label', text: 'count', dx: 10, fill: '#1a1d24' }),
        Plot.ruleX([0]),
      ],
    });
}

/** A bar a day or a week (`x.label` says which), whole numbers up the side. */
function periodChart(
  width: number,
  x: { label: string },
  y: { label: string; max: number },
  marks: Plot.Markish[],
  options: Partial<Plot.PlotOptions> = {},
) {
  return (document: Document) =>
    Plot.plot({
      document,
      width,
      style: { fontSize: '12px' },
      height: 240,
      marginBottom: width < 560 ? 60 : 48,
      x: {
        label: x.label,
        type: 'band',
        tickRotate: width < 560 ? -90 : -35,
        tickFormat: (day: string) => day.slice(5),
      },
      y: { label: y.label, grid: true, ticks: countTicks(Math.max(1, y.max)), tickFormat: 'd' },
      marks: [...marks, Plot.ruleY([0])],
      ...options,
    });
}

function weeksChart(rows: ChartData['weeks'], width: number) {
  return periodChart(
    width,
    { label: 'Week of' },
    { label: 'Leads', max: Math.max(...rows.map((row) => row.leads)) },
    [Plot.barY(rows, { x: 'week', y: 'leads', fill: INK })],
  );
}

/** Stacked: the visitor's panels below in INK, the timer's above; the legend is the page's. */
function openingsChart({ step, rows }: ChartData['openings'], width: number) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.start, (totals.get(row.start) ?? 0) + row.panels);
  return periodChart(
    width,
    { label: step === 'day' ? 'Day' : 'Week of' },
    { label: 'Panels opened', max: Math.max(...totals.values()) },
    [Plot.barY(rows, { x: 'start', y: 'panels', fill: 'openedBy', order: ['visitor', 'timer'] })],
    { color: { domain: ['visitor', 'timer'], range: [INK, TIMER] } },
  );
}

function drawAll() {
  const source = document.getElementById('chart-data');
  if (!source?.textContent) return;
  const data = JSON.parse(source.textContent) as ChartData;
  const titles: Record<keyof ChartData, string> = {
    weeks: 'Leads per week',
    bySource: 'Leads by source or campaign',
    byService: 'Leads by service',
    byPage: 'Leads by page sent from',
    funnel: 'From visit to won deal, every source',
    openings: 'Quote panels opened over the period, by the visitor and by the timer',
  };
  for (const container of document.querySelectorAll<HTMLElement>('[data-chart]')) {
    const name = container.dataset.chart as keyof ChartData;
    const width = Math.max(280, Math.min(900, container.clientWidth || 600));
    if (name === 'weeks') {
      place(
        container,
        `${titles.weeks}: bar chart; the table below gives the figures`,
        weeksChart(data.weeks, width),
      );
      continue;
    }
    if (name === 'openings') {
      place(
        container,
        `${titles.openings}: stacked bar chart; the table below gives the figures`,
        openingsChart(data.openings, width),
      );
      continue;
    }
    const rows = data[name];
    if (!rows) continue;
    const funnel = name === 'funnel';
    if (rows.length === 0 || (funnel && rows.every((row) => row.count === 0))) {
      container.textContent = funnel ? 'Nothing counted yet.' : 'No leads yet.';
      continue;
    }
    place(
      container,
      `${titles[name]}: bar chart; the table below gives the figures`,
      barsChart(rows, width, funnel ? 'Count' : 'Leads'),
    );
  }
}

drawAll();

import { Fragment, isValidElement, type ReactNode } from 'react';

/**
 * SVG markup of an element tree of SVG elements and components without hooks, for drawings
 * served as files: a route handler runs where react-dom/server is not available. Its output is
 * what renderToStaticMarkup writes for the same tree (svg-markup.test.tsx holds it to that).
 */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeText(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(node)) {
    throw new Error(`svgMarkup: cannot draw ${String(node)}`);
  }
  const { type, props } = node;
  if (type === Fragment) return svgMarkup(props.children);
  if (typeof type === 'function') {
    return svgMarkup((type as (props: unknown) => ReactNode)(props));
  }
  if (typeof type !== 'string') throw new Error('svgMarkup: only SVG elements and components');
  let attributes = '';
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === null || value === undefined || value === false) continue;
    attributes += ` ${attributeName(name)}="${escapeAttribute(String(value))}"`;
  }
  return `<${type}${attributes}>${svgMarkup(props.children)}</${type}>`;
}

/** SVG attributes that keep their capitals; React writes every other camelCase name dashed. */
const CAMEL_CASE = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
]);

function attributeName(name: string): string {
  if (name === 'className') return 'class';
  if (CAMEL_CASE.has(name)) return name;
  return name.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

const escapeAttribute = escapeText;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

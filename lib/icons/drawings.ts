/** The icons' drawings, from the lucide-react version the project pins. */
import type { ReactElement } from 'react';
import type { IconName } from '@/lib/content/icon-names';
import { lucideIcons } from '@/lib/icons/lucide';

/** A lucide drawing: its elements, each a tag and its attributes (and maybe children). */
export type IconElement = [
  tag: string,
  attributes: Record<string, string | number>,
  children?: IconNode,
];
export type IconNode = IconElement[];

/** A lucide icon's render returns the base Icon with the drawing in its `icon` prop. */
export function iconDrawing(name: IconName): IconNode {
  const component = lucideIcons[name] as unknown as {
    render?: (props: object, ref: null) => ReactElement<{ icon?: { node?: unknown } }>;
  };
  const node = component.render?.({}, null).props.icon?.node;
  if (!Array.isArray(node) || node.length === 0) {
    throw new Error(
      `icon-drawings: no drawing found for lucide's ${name}; update lib/icons/drawings.ts`,
    );
  }
  return node as IconNode;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function elements(node: IconNode): string {
  return node
    .map(([tag, attributes, children]) => {
      const text = Object.entries(attributes)
        // React's list key, not an SVG attribute.
        .filter(([attribute]) => attribute !== 'key')
        .map(([attribute, value]) => ` ${attribute}="${escapeXml(String(value))}"`)
        .join('');
      return `<${tag}${text}>${children ? elements(children) : ''}</${tag}>`;
    })
    .join('');
}

/** An icon's drawing as SVG markup, the inside of its <svg> (lucide's 24-unit grid). */
export function iconMarkup(name: IconName): string {
  return elements(iconDrawing(name));
}

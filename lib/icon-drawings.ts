/**
 * The icons' drawings, from the lucide-react version the project pins. Server-rendered pages
 * draw them inline (components/ui/Icon.tsx); the menus, which render in the browser, get the
 * drawings they show as markup in /nav-services.json (components/ui/MenuIcon.tsx), so that no
 * drawing rides in their JavaScript. Neither uses an SVG sprite: Chrome builds a `<use>`d
 * sprite as a document of its own on the page's main thread, a long task on a slow phone.
 */
import type { ReactElement } from 'react';
import type { IconName } from '@/lib/content/icon-names';
import { lucideIcons } from '@/components/ui/lucide-icons';

/** A lucide drawing: its elements, each a tag and its attributes (and maybe children). */
export type IconElement = [
  tag: string,
  attributes: Record<string, string | number>,
  children?: IconNode,
];
export type IconNode = IconElement[];

/**
 * A lucide icon is a forwardRef whose render returns lucide's base Icon with the drawing in its
 * `icon` prop. Reading it there keeps the icons drawn by the very lucide-react version the
 * project pins; a release that moves it stops the build here rather than shipping blank icons.
 */
export function iconDrawing(name: IconName): IconNode {
  const component = lucideIcons[name] as unknown as {
    render?: (props: object, ref: null) => ReactElement<{ icon?: { node?: unknown } }>;
  };
  const node = component.render?.({}, null).props.icon?.node;
  if (!Array.isArray(node) || node.length === 0) {
    throw new Error(
      `icon-drawings: no drawing found for lucide's ${name}; update lib/icon-drawings.ts`,
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

/**
 * The icons' drawings, from the lucide-react version the project pins. Server-rendered pages
 * draw them inline (components/ui/Icon.tsx). The menus, which render in the browser, name them
 * in one SVG sprite, /icons.svg (app/icons.svg/route.ts), so that no drawing rides in their
 * JavaScript; the file is same-origin (the page's CSP allows 'self') and cached across pages.
 */
import type { ReactElement } from 'react';
import { iconNames, type IconName } from '@/lib/content/icon-names';
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
 * `icon` prop. Reading it there keeps the sprite drawn by the very lucide-react version the
 * project pins; a release that moves it stops the build here rather than shipping blank icons.
 */
export function iconDrawing(name: IconName): IconNode {
  const component = lucideIcons[name] as unknown as {
    render?: (props: object, ref: null) => ReactElement<{ icon?: { node?: unknown } }>;
  };
  const node = component.render?.({}, null).props.icon?.node;
  if (!Array.isArray(node) || node.length === 0) {
    throw new Error(
      `icon-sprite: no drawing found for lucide's ${name}; update lib/icon-sprite.ts`,
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

/** The sprite: one symbol per icon content/ may name, its id the icon's name. */
export function iconSprite(): string {
  const symbols = iconNames
    .map(
      (name) => `<symbol id="${name}" viewBox="0 0 24 24">${elements(iconDrawing(name))}</symbol>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}

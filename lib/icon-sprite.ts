/**
 * The icons as one SVG sprite, /icons.svg (app/icons.svg/route.ts): a page names an icon (`<use href="/icons.svg#Cloud">`)
 * instead of carrying its drawing twice, once in the HTML and once in the RSC payload that
 * hydrates it. The file is same-origin (the page's CSP allows 'self') and cached across pages.
 */
import type { ReactElement } from 'react';
import { iconNames, type IconName } from '@/lib/content/icon-names';
import { lucideIcons } from '@/components/ui/lucide-icons';

/** A lucide drawing: its elements, each a tag and its attributes (and maybe children). */
type IconElement = [tag: string, attributes: Record<string, string | number>, children?: IconNode];
type IconNode = IconElement[];

/**
 * A lucide icon is a forwardRef whose render returns lucide's base Icon with the drawing in its
 * `icon` prop. Reading it there keeps the sprite drawn by the very lucide-react version the
 * project pins; a release that moves it stops the build here rather than shipping blank icons.
 */
function drawingOf(name: IconName): IconNode {
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
    .map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${elements(drawingOf(name))}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}

import { createElement, type ReactElement } from 'react';
import type { LucideIconData, LucideIconNode } from 'lucide-react';

/** A lucide icon's shapes, as each `lucide-react/icons/<name>` module exports them (`__iconData`). */
export type IconData = LucideIconData;

// Each icon's shapes as React elements, made once: elements are immutable, so every render can share them.
const shapes = new WeakMap<IconData, ReactElement[]>();

function toElements(nodes: readonly LucideIconNode[]): ReactElement[] {
  return nodes.map(([tag, attrs, children], index) => createElement(tag, { key: index, ...attrs }, ...(children ? [toElements(children)] : [])));
}

export interface SvgIconProps {
  icon: IconData;
  size?: number;
  className?: string;
  focusable?: 'false';
  'data-icon'?: string;
}

/**
 * A decorative icon (hidden from screen readers: the text beside it says the same), drawn from lucide's shape data
 * as lucide-react's components draw it. Those rebuild every attribute and shape on each render behind two
 * forwardRef layers, which cost a quarter of the time to render a page; this renders the same SVG as plain elements.
 */
export function SvgIcon({ icon, size = 24, className, ...rest }: SvgIconProps) {
  let elements = shapes.get(icon);
  if (!elements) {
    elements = toElements(icon.node);
    shapes.set(icon, elements);
  }
  const box = icon.size ?? 24;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox={`0 0 ${box} ${box}`} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true" {...rest}>
      {elements}
    </svg>
  );
}

import type { CSSProperties } from 'react';
import type { IconName } from '../content-types.ts';
import { Icon } from './icon.tsx';
import '../styles/steps-strip.css';

export interface Step {
  icon: IconName;
  title: string;
  description: string;
}

export interface StepsStripProps {
  /** The steps in order; each gets its number, so the order in content is the order shown. */
  steps: readonly Step[];
  /** Level of each step's title; pick the one below the section heading around the strip. */
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * The How It Works steps as a numbered strip (SPEC 2.5, reused on every category page, SPEC 2.12).
 * It renders only the list; the section and its heading belong to the page, which knows its own outline.
 */
export function StepsStrip({ steps, headingLevel = 3, className }: StepsStripProps) {
  const Heading = `h${headingLevel}` as const;
  // Content decides how many steps there are; the desktop row count comes from that (steps-strip.css).
  const columns = desktopColumns(steps.length);
  return (
    <ol className={`steps-strip${className ? ` ${className}` : ''}`} data-columns={columns} data-one-row={steps.length <= 4 || undefined} style={{ '--steps-columns': columns } as CSSProperties}>
      {steps.map((step, index) => (
        <li key={step.title} className="steps-strip-item">
          <div className="steps-strip-badge" aria-hidden="true">
            <Icon name={step.icon} size={28} />
            <span className="steps-strip-number">{index + 1}</span>
          </div>
          <Heading className="steps-strip-title">
            <span className="visually-hidden">Step {index + 1}: </span>
            {step.title}
          </Heading>
          <p className="steps-strip-text">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Columns on wide screens: one row of up to 4 steps; more fill rows of 4 or 3, whichever leaves the last row fuller
 * (5 and 6 as 3 + 2 and 3 + 3, 7 as 4 + 3, 10 as 4 + 4 + 2), so it is a lone step only where both would.
 */
export function desktopColumns(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  const fullness = (columns: number) => (count % columns || columns) / columns;
  return fullness(3) > fullness(4) ? 3 : 4;
}

import { useId, useState, type ReactNode } from 'react';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { SvgIcon } from './svg-icon.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

export interface AccordionItem { id: string; title: ReactNode; content: ReactNode }

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** single: opening one closes the others (click the open one to close it); multiple: each opens on its own. */
  mode: 'single' | 'multiple';
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * WAI-ARIA accordion: each header is a button with aria-expanded and aria-controls; all closed at first. Until the
 * page has hydrated (and without JavaScript) each item is a native <details> that opens on a click of its summary
 * (a single-mode accordion's items share a name, so the browser keeps one open), looking the same.
 */
export function Accordion({ items, mode, headingLevel = 3, className }: AccordionProps) {
  const base = useId();
  const enhanced = useHydrated();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const Heading = `h${headingLevel}` as const;
  const chevron = <SvgIcon icon={chevronDownIcon} size={20} className="accordion-icon" />;
  if (!enhanced) {
    return (
      <div className={`accordion${className ? ` ${className}` : ''}`}>
        {items.map((item) => (
          <details key={item.id} className="accordion-item" name={mode === 'single' ? base : undefined}>
            <summary className="accordion-summary">
              <Heading className="accordion-heading"><span className="accordion-button"><span>{item.title}</span>{chevron}</span></Heading>
            </summary>
            <section aria-label={typeof item.title === 'string' ? item.title : undefined} className="accordion-panel">{item.content}</section>
          </details>
        ))}
      </div>
    );
  }
  const toggle = (id: string) => {
    setOpen((current) => {
      const next = new Set(mode === 'single' ? [] : current);
      if (current.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  return (
    <div className={`accordion${className ? ` ${className}` : ''}`}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className="accordion-item" data-open={expanded || undefined}>
            <Heading className="accordion-heading">
              <button type="button" id={buttonId} className="accordion-button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                {chevron}
              </button>
            </Heading>
            {/* A named <section> is the native region landmark (html-validate prefer-native-element). */}
            <section id={panelId} aria-labelledby={buttonId} className="accordion-panel" hidden={!expanded}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}

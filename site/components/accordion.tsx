import { useId, useState, type ReactNode } from 'react';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { SvgIcon } from './svg-icon.tsx';

export interface AccordionItem { id: string; title: ReactNode; content: ReactNode }

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** single: opening one closes the others (click the open one to close it); multiple: each opens on its own. */
  mode: 'single' | 'multiple';
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** WAI-ARIA accordion: each header is a button with aria-expanded and aria-controls; all closed at first. */
export function Accordion({ items, mode, headingLevel = 3, className }: AccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const Heading = `h${headingLevel}` as const;
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
                <SvgIcon icon={chevronDownIcon} size={20} className="accordion-icon" />
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

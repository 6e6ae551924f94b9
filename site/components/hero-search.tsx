import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { SvgIcon } from './svg-icon.tsx';
import { useSearchIndex } from '../lib/use-search-index.ts';
import { rankServices, type ServiceSummary } from '../lib/search.ts';
import { ServiceDetailModal } from './service-detail-modal.tsx';
import { priceText } from '../lib/price-text.ts';

/** SPEC 9: the placeholder advances every 3 seconds, in a loop. */
const PLACEHOLDER_MS = 3000;

function useRotatingText(items: readonly string[], ms: number): string {
  const [position, setPosition] = useState(0);
  useEffect(() => {
    if (items.length < 2) return undefined;
    // Only the text changes (no animation), which is fine under prefers-reduced-motion.
    const timer = window.setInterval(() => setPosition((n) => (n + 1) % items.length), ms);
    return () => window.clearInterval(timer);
  }, [items.length, ms]);
  return items[position % items.length] ?? '';
}

/**
 * The home hero search (SPEC 2.4, 4, 5): an ARIA combobox whose listbox shows every service matching the text.
 * Enter goes to the directory with the text; choosing a result opens the service detail modal.
 */
export function HeroSearch({ placeholders }: { placeholders: readonly string[] }) {
  const { index, load } = useSearchIndex();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<ServiceSummary | null>(null);
  const placeholder = useRotatingText(placeholders, PLACEHOLDER_MS);
  const root = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const listId = useId();

  const blank = text.trim() === '';
  const results = useMemo(() => (index && !blank ? rankServices(index, text) : []), [index, text, blank]);
  const searching = open && !blank;
  // With no match the list stays closed: an empty box would only cover the buttons below (SPEC 8 shows no message).
  const expanded = searching && results.length > 0;

  // An outside click closes the dropdown.
  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const choose = (service: ServiceSummary) => {
    setText('');
    setOpen(false);
    setActive(-1);
    setChosen(service);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    window.location.assign(`/services?search=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded || results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((n) => (n + step + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="hero-search" ref={root}>
      <form role="search" action="/services" method="get" onSubmit={onSubmit} className="hero-search-form">
        <label htmlFor={inputId} className="visually-hidden">Search our services</label>
        <SvgIcon icon={searchIcon} size={20} className="hero-search-icon" />
        <input
          id={inputId}
          name="search"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={placeholder}
          value={text}
          onFocus={() => { load(); setOpen(true); }}
          onChange={(event) => {
            const value = event.target.value;
            load();
            setText(value);
            setActive(-1);
            setOpen(value.trim() !== '');
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button-primary hero-search-submit">Search</button>
      </form>
      <ul id={listId} role="listbox" aria-label="Matching services" className="hero-search-results" hidden={!expanded}>
        {expanded
          ? results.map((service, i) => (
              <li
                key={service.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className="hero-search-option"
                // Keep focus in the input so the dropdown does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(service)}
              >
                <span className="hero-search-option-name">{service.name}</span>
                <span className="hero-search-option-meta">{service.category} · {priceText(service.price)}</span>
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" aria-live="polite">{searching && index ? `${results.length} matching services` : ''}</p>
      <ServiceDetailModal service={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from './svg-icon.tsx';
import { useShell } from './shell-context.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The floating round button at the bottom right. SPEC 2.12 shows it with no action (there is no live chat).
 * Rather than a dead control, it opens a small note saying chat is coming soon with the call and text links. Until
 * the page has hydrated (and without JavaScript) it is a link that texts the company (see ChatTextLink).
 */
export function CategoryChatButton() {
  const { site } = useShell();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const enhanced = useHydrated();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') { setOpen(false); button.current?.focus(); }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!enhanced) {
    return <div className="category-chat"><ChatTextLink className="category-chat-button" /></div>;
  }
  return (
    <div className="category-chat" ref={root}>
      <div id={panelId} className="category-chat-panel" hidden={!open}>
        <p className="category-chat-title">Live chat is coming soon</p>
        <p>For now, reach us by phone or text at {site.phone.display}.</p>
        <div className="category-chat-links">
          <a href={`tel:${site.phone.e164}`}>Call us</a>
          <a href={`sms:${site.phone.e164}`}>Text us</a>
        </div>
      </div>
      <button
        ref={button}
        type="button"
        className="category-chat-button"
        aria-label="Chat with us (coming soon)"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <SvgIcon icon={xIcon} size={24} /> : <SvgIcon icon={messageCircleIcon} size={24} />}
      </button>
    </div>
  );
}

/**
 * A floating chat button as it is without JavaScript, where it could open nothing: a link that texts the company
 * (the spec's Text Us), the nearest thing to a chat. Same look, same place.
 */
export function ChatTextLink({ className, size = 24 }: { className: string; size?: number }) {
  const { site } = useShell();
  return (
    <a className={className} href={`sms:${site.phone.e164}`} aria-label={`Text us at ${site.phone.display}`}>
      <SvgIcon icon={messageCircleIcon} size={size} />
    </a>
  );
}

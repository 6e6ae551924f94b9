import { useEffect, useId, useRef, useState } from 'react';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from './svg-icon.tsx';
import { useShell } from './shell-context.tsx';

/**
 * The floating round button at the bottom right. SPEC 2.12 shows it with no action (there is no live chat).
 * Rather than a dead control, it opens a small note saying chat is coming soon with the call and text links.
 */
export function CategoryChatButton() {
  const { site } = useShell();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

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

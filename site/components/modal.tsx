import { useEffect, useRef, type ReactNode } from 'react';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from './svg-icon.tsx';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  children: ReactNode;
  className?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA dialog pattern): locks page scroll, traps Tab inside, closes on Escape, on a click
 * on the backdrop and with the close button, and gives focus back to whatever opened it.
 */
export function Modal({ open, onClose, labelledBy, children, className, closeLabel = 'Close' }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const node = dialog.current;
    // Hidden fields and the forms' honeypot are inputs too, but never a place for focus.
    const first = node?.querySelector<HTMLElement>('[autofocus], input:not([type="hidden"]):not([tabindex="-1"]), select, textarea') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstItem || !node.contains(document.activeElement))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (document.activeElement === lastItem || !node.contains(document.activeElement))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        // Without this the browser moves focus to <body> after we have returned it to the opener.
        e.preventDefault();
        onClose();
      }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} className={`modal${className ? ` ${className}` : ''}`}>
        <button type="button" className="modal-close" onClick={onClose} aria-label={closeLabel}>
          <SvgIcon icon={xIcon} size={20} />
        </button>
        {children}
      </div>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';

/**
 * A desktop navigation dropdown (WAI-ARIA disclosure navigation pattern) that also opens on hover.
 * Opens on pointer enter, closes `hideDelay` ms after the pointer leaves, on a click outside, with Escape
 * (focus goes back to the button when it was inside) and when keyboard focus leaves the item.
 */
export function useHoverMenu(hideDelay: number) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // A click on a menu the pointer has just opened should keep it open rather than toggle it shut.
  const openedByHover = useRef(false);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const close = useCallback((returnFocus: boolean) => {
    cancel();
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, [cancel]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close(Boolean(rootRef.current?.contains(document.activeElement)));
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  useEffect(() => cancel, [cancel]);

  const rootProps = {
    ref: rootRef,
    onMouseEnter: () => {
      cancel();
      if (!open) openedByHover.current = true;
      setOpen(true);
    },
    onMouseLeave: () => {
      cancel();
      timer.current = window.setTimeout(() => setOpen(false), hideDelay);
    },
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      // Only a move to another focusable element counts; clicks on the panel's padding blur to nothing.
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) close(false);
    },
  };
  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // detail is 0 for Enter/Space, which always toggle.
      if (open && openedByHover.current && event.detail > 0) {
        openedByHover.current = false;
        return;
      }
      openedByHover.current = false;
      cancel();
      setOpen(!open);
    },
  };
  return { open, close, rootProps, buttonProps };
}

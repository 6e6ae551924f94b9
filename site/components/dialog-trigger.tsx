import type { ReactNode, Ref } from 'react';

export interface DialogTriggerProps {
  /** The page that holds the same form, for visitors without JavaScript. */
  href: string;
  onOpen: () => void;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A button that opens a form's dialog; without JavaScript it is the submit button of a GET form whose action is
 * the form's own page, so it still leads to a working form. The wrapping form takes no space (display: contents).
 */
export function DialogTrigger({ href, onOpen, className, buttonRef, children }: DialogTriggerProps) {
  return (
    <form method="get" action={href} className="dialog-trigger">
      <button
        ref={buttonRef}
        type="submit"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => { event.preventDefault(); onOpen(); }}
      >
        {children}
      </button>
    </form>
  );
}

import { useEffect, useId, useRef } from 'react';
import { Modal } from './modal.tsx';
import { CallRequestForm } from './call-request-form.tsx';

/** SPEC 9: the success view closes by itself after 3000 ms. */
export const CALL_SUCCESS_CLOSE_MS = 3000;

export interface CallRequestModalProps {
  open: boolean;
  onClose: () => void;
}

/** The call-back request in a dialog (SPEC 2.2, 4); the form is mounted afresh, empty, for every opening. */
export function CallRequestModal({ open, onClose }: CallRequestModalProps) {
  const titleId = useId();
  const timer = useRef<number | undefined>(undefined);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Started when the provider takes the number, in the same task that shows the success view: so the view can never
  // be on screen without its timer (an effect would start it a render or two later).
  const requested = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => closeRef.current(), CALL_SUCCESS_CLOSE_MS);
  };

  const close = () => {
    window.clearTimeout(timer.current);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} className="call-modal" closeLabel="Close call request">
      <CallRequestForm titleId={titleId} onRequested={requested} />
    </Modal>
  );
}

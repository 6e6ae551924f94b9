import { useEffect, useId, useRef, useState } from 'react';
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
  const [requested, setRequested] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!requested) return;
    const timer = window.setTimeout(() => {
      setRequested(false);
      closeRef.current();
    }, CALL_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [requested]);

  const close = () => {
    setRequested(false);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} className="call-modal" closeLabel="Close call request">
      <CallRequestForm titleId={titleId} onRequested={() => setRequested(true)} />
    </Modal>
  );
}

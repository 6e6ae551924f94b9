import { useId } from 'react';
import type { Navigation } from '../content-types.ts';
import { Modal } from './modal.tsx';
import { ServiceGroups } from './service-groups.tsx';

export interface ServicesOverlayProps {
  open: boolean;
  groups: Navigation['mobileGroups'];
  onClose: () => void;
  /** A link was chosen: the overlay and the menu around it close. */
  onNavigate: () => void;
}

/** The full-screen services overlay of the mobile menu (SPEC 2.2), a modal dialog so focus stays inside. */
export function ServicesOverlay({ open, groups, onClose, onNavigate }: ServicesOverlayProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="services-overlay" closeLabel="Close services menu">
      <h2 id={titleId} className="services-overlay-title">Our Services</h2>
      <ServiceGroups groups={groups} onNavigate={onNavigate} />
      <a className="button button-primary services-overlay-all" href="/services" onClick={onNavigate}>View all services</a>
    </Modal>
  );
}

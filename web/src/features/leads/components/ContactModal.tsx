import { Modal } from '@/components/Modal'
import { useSite } from '@/lib/site'
import { ConsultationForm } from './ConsultationForm'

/** 'Get {brand}!' — the consultation form in a dialog, opened by every Free Consultation button. */
export default function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { brand } = useSite()
  return (
    <Modal open={open} onClose={onClose} title={`Get ${brand}!`} size="lg">
      <h3 className="contact-modal__heading">Get a Free Consultation</h3>
      <p className="text-muted small mb-3">
        Tell us where to reach you. A member of our team replies within 24 hours, and the consultation is free.
      </p>
      <ConsultationForm />
    </Modal>
  )
}

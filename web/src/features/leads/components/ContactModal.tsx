import { Modal } from '@/components/Modal'
import { useTranslator } from '@/i18n/I18nProvider'
import { useSite } from '@/lib/site'
import { ConsultationForm } from './ConsultationForm'

/** 'Get {brand}!' — the consultation form in a dialog, opened by every Free Consultation button. */
export default function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { brand } = useSite()
  const { t } = useTranslator()
  return (
    <Modal open={open} onClose={onClose} title={t('forms.modal.title', { brand })} size="lg">
      <h3 className="contact-modal__heading">{t('forms.consultation.title')}</h3>
      <p className="text-muted small mb-3">{t('forms.modal.intro')}</p>
      <ConsultationForm />
    </Modal>
  )
}

import { Icon } from '@/components/Icon'
import { Modal } from '@/components/Modal'
import { useTranslator } from '@/i18n/I18nProvider'
import { useSite } from '@/lib/site'

/**
 * The pop-up's dialog: its headline (the setting, or the visitor's variant
 * of it; 'Claim Your Personal Injury Compensation' by default), a call-now
 * prompt.
 */
export default function CompensationDialog({ headline, onClose }: { headline: string; onClose: () => void }) {
  const { t } = useTranslator()
  const site = useSite()
  return (
    <Modal open onClose={onClose} title={headline || t('popup.title')} className="promo-modal">
      <div className="promo">
        <p className="promo__claim">
          <Icon name="award" size={28} /> {t('popup.claim')}
        </p>
        <p>{t('popup.text')}</p>
        {site.phone ? (
          <>
            <p className="promo__phone">
              {t('popup.callNow')}{' '}
              <a href={site.phone_href} className="promo__phone-link">
                {site.phone}
              </a>
            </p>
            <a href={site.phone_href} className="btn btn-accent btn-lg w-100">
              <Icon name="phone" size={18} /> {t('popup.callButton')}
            </a>
          </>
        ) : null}
      </div>
    </Modal>
  )
}

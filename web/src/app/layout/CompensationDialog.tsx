import { Icon } from '@/components/Icon'
import { Modal } from '@/components/Modal'
import { useSite } from '@/lib/site'

/**
 * The pop-up's dialog: its headline (the setting, or the visitor's variant
 * of it; 'Claim Your Personal Injury Compensation' by default), a call-now
 * prompt.
 */
export default function CompensationDialog({ headline, onClose }: { headline: string; onClose: () => void }) {
  const site = useSite()
  return (
    <Modal open onClose={onClose} title={headline || 'Claim Your Personal Injury Compensation'} className="promo-modal">
      <div className="promo">
        <p className="promo__claim">
          <Icon name="award" size={28} /> $1 Million Won for Our Clients
        </p>
        <p>
          Hurt in an accident that was not your fault? Speak with our team now: the call is free, there is no obligation, and we are
          available 24/7.
        </p>
        {site.phone ? (
          <>
            <p className="promo__phone">
              Call now:{' '}
              <a href={site.phone_href} className="promo__phone-link">
                {site.phone}
              </a>
            </p>
            <a href={site.phone_href} className="btn btn-accent btn-lg w-100">
              <Icon name="phone" size={18} /> Call Now
            </a>
          </>
        ) : null}
      </div>
    </Modal>
  )
}

import { OperatorTime } from '@/components/admin/OperatorTime'
import { Icon } from '@/components/Icon'
import { formatCents } from '@/lib/money'
import { CHANNEL_LABELS, type Delivery, type DeliveryChannel, type LeadRouting } from '../types'
import { DeliveryStatusBadge } from './LeadBadges'

/** Why a lead has no deliveries, from what routing made of it. */
export const EMPTY_TRAIL_TEXT: Record<LeadRouting, string> = {
  unrouted:
    'No participating attorney could take this lead (none covers its state or practice area, or they were closed or at their caps). You can send it to a partner by hand below.',
  duplicate: 'Not sent: this person sent an earlier lead, and every partner that could take this one already has them.',
  suppressed: 'This person is on the do-not-contact list: their leads are stored but never sent.',
  routed: 'No deliveries are recorded for this lead.',
}

const CHANNEL_ICONS: Record<DeliveryChannel, 'mail' | 'externalLink'> = {
  email: 'mail',
  webhook: 'externalLink',
}

/** The id of a delivery's entry, so the card can move focus to it after an action. */
export function deliveryEntryId(id: number): string {
  return `delivery-${id}`
}

/** The partner's name as the trail shows it; the name is kept when the partner is deleted. */
export function deliveryPartnerName(delivery: Pick<Delivery, 'partner_id' | 'partner_name'>): string {
  if (delivery.partner_id !== null) return delivery.partner_name || `Partner #${delivery.partner_id}`
  return delivery.partner_name ? `${delivery.partner_name} (deleted partner)` : 'Deleted partner'
}

/** Where the lead's price to the firm stands: charged once any channel reached it. */
function priceState(delivery: Delivery): string {
  if (delivery.charged) return 'charged'
  return delivery.status === 'pending' ? 'held until delivered' : 'not charged'
}

function When({ iso }: { iso: string }) {
  return <OperatorTime iso={iso} />
}

export interface DeliveryTrailProps {
  deliveries: Delivery[]
  routing: LeadRouting
  /** Puts a failed or dead delivery back in the queue. */
  onRetry: (delivery: Delivery) => void
  /** The delivery whose retry is on its way, if any. */
  retryingId: number | null
}

/**
 * The lead's deliveries as a vertical timeline, oldest first (the server's
 * order): one entry per partner and channel. Failed and dead ones can be
 * retried. Every entry can take focus, so the card can land the keyboard on
 * the entry an action changed.
 */
export function DeliveryTrail({ deliveries, routing, onRetry, retryingId }: DeliveryTrailProps) {
  if (deliveries.length === 0) {
    return <p className="delivery-empty">{EMPTY_TRAIL_TEXT[routing] ?? EMPTY_TRAIL_TEXT.routed}</p>
  }
  return (
    <ol className="delivery-trail" aria-label="Deliveries, oldest first">
      {deliveries.map((delivery) => {
        const partner = deliveryPartnerName(delivery)
        const channel = CHANNEL_LABELS[delivery.channel] ?? delivery.channel
        const retryable = delivery.status === 'failed' || delivery.status === 'dead'
        const retrying = retryingId === delivery.id
        const showError = delivery.last_error !== '' && delivery.status !== 'delivered'
        return (
          <li
            key={delivery.id}
            id={deliveryEntryId(delivery.id)}
            tabIndex={-1}
            className={`delivery-trail__item delivery-trail__item--${delivery.status}`}
          >
            <div className="delivery-trail__head">
              <strong className="delivery-trail__partner">{partner}</strong>
              <span className="delivery-trail__channel">
                <Icon name={CHANNEL_ICONS[delivery.channel] ?? 'arrowRight'} size={16} />
                {channel}
              </span>
              <DeliveryStatusBadge status={delivery.status} />
            </div>
            <dl className="delivery-trail__facts">
              <div>
                <dt>Queued</dt>
                <dd>
                  <When iso={delivery.created_at} />
                </dd>
              </div>
              <div>
                <dt>Attempts</dt>
                <dd>{delivery.attempts}</dd>
              </div>
              {delivery.status === 'pending' && delivery.next_attempt_at ? (
                <div>
                  <dt>Next attempt</dt>
                  <dd>
                    <When iso={delivery.next_attempt_at} />
                  </dd>
                </div>
              ) : null}
              {delivery.status === 'delivered' && delivery.delivered_at ? (
                <div>
                  <dt>Delivered</dt>
                  <dd>
                    <When iso={delivery.delivered_at} />
                  </dd>
                </div>
              ) : null}
              {delivery.price_cents !== null ? (
                <div>
                  <dt>Price</dt>
                  <dd>
                    {formatCents(delivery.price_cents)}
                    {delivery.price_cents > 0 ? ` · ${priceState(delivery)}` : ''}
                  </dd>
                </div>
              ) : null}
              {showError ? (
                <div className="delivery-trail__error">
                  <dt>Last error</dt>
                  <dd>{delivery.last_error}</dd>
                </div>
              ) : null}
            </dl>
            {retryable ? (
              <button
                type="button"
                className="btn btn-outline-primary btn-sm delivery-trail__retry"
                onClick={() => onRetry(delivery)}
                disabled={retryingId !== null}
                aria-label={`${retrying ? 'Retrying' : 'Retry'} the ${channel.toLowerCase()} to ${partner}`}
              >
                {retrying ? 'Retrying…' : 'Retry'}
              </button>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

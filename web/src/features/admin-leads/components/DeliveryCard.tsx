import { useEffect, useRef } from 'react'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR, notifyError, notifySuccess } from '@/lib/notify'
import { useRetryDelivery } from '../api/retry-delivery'
import { DELIVERY_STATUSES, DELIVERY_STATUS_LABELS, LANGUAGE_LABELS, type Delivery, type LeadDetail } from '../types'
import { DeliveryTrail, deliveryEntryId } from './DeliveryTrail'
import { SendToPartner } from './SendToPartner'

/** "3 deliveries: 1 delivered, 2 failed", in the order a delivery goes through its states. */
export function deliverySummary(deliveries: Delivery[]): string {
  if (deliveries.length === 0) return 'Not delivered to anyone'
  const counts = DELIVERY_STATUSES.map((status) => {
    const count = deliveries.filter((delivery) => delivery.status === status).length
    return count > 0 ? `${count} ${DELIVERY_STATUS_LABELS[status].toLowerCase()}` : ''
  }).filter(Boolean)
  return `${deliveries.length} ${deliveries.length === 1 ? 'delivery' : 'deliveries'}: ${counts.join(', ')}`
}

/**
 * The lead's delivery trail with its actions: retry a failed or dead
 * delivery, send the lead to a partner by hand. After either, the lead is
 * fetched again and the keyboard lands on the entry that changed.
 */
export function DeliveryCard({ lead }: { lead: LeadDetail }) {
  const deliveries = lead.deliveries ?? []
  const retry = useRetryDelivery(lead.id)
  const focusNext = useRef<number | null>(null)

  const focusEntry = (id: number) => {
    const entry = document.getElementById(deliveryEntryId(id))
    if (entry) {
      entry.focus()
      focusNext.current = null
    } else {
      // Not rendered yet: the effect below focuses it once the trail has it.
      focusNext.current = id
    }
  }

  useEffect(() => {
    if (focusNext.current !== null) focusEntry(focusNext.current)
  }, [lead.deliveries])

  const onRetry = (delivery: Delivery) => {
    retry.mutate(delivery.id, {
      onSuccess: (response) => {
        notifySuccess(response?.message || 'The delivery will be tried again now.')
        focusEntry(delivery.id)
      },
      onError: (cause) => {
        notifyError(cause instanceof ApiError && cause.status !== 0 ? cause.message : GENERIC_ERROR)
        focusEntry(delivery.id)
      },
    })
  }

  return (
    <>
      <p className="delivery-summary" aria-live="polite">
        {deliverySummary(deliveries)}
      </p>
      {lead.language_fallback ? (
        <p className="delivery-summary" data-testid="language-fallback">
          <strong>Language fallback:</strong> no eligible firm that speaks {LANGUAGE_LABELS[lead.language ?? 'en']} could take this lead, so
          routing sent it to firms that do not (the setting &ldquo;Send leads in a language no eligible firm speaks to other firms&rdquo;).
        </p>
      ) : null}
      <DeliveryTrail
        deliveries={deliveries}
        routing={lead.routing}
        onRetry={onRetry}
        retryingId={retry.isPending ? (retry.variables ?? null) : null}
      />
      <SendToPartner
        lead={{ ...lead, deliveries }}
        onSent={(sent) => {
          if (sent.length > 0) focusEntry(sent[0].id)
        }}
      />
    </>
  )
}

import type { Partner } from '../types'

/** How the partner receives leads: e-mail, webhook or both. */
export function ChannelBadges({ partner }: { partner: Pick<Partner, 'email' | 'webhook_url'> }) {
  return (
    <span className="partner-badges">
      {partner.email ? (
        <span className="partner-badge partner-badge--channel" title={partner.email}>
          E-mail
        </span>
      ) : null}
      {partner.webhook_url ? (
        <span className="partner-badge partner-badge--channel" title={partner.webhook_url}>
          Webhook
        </span>
      ) : null}
    </span>
  )
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <span className="partner-badge partner-badge--active">Active</span>
  ) : (
    <span className="partner-badge partner-badge--paused">Paused</span>
  )
}

/** "CA, NV, TX" or, past six, "CA, NV, … +12"; every state: "All states". */
export function statesText(states: string[], all = 51): string {
  if (states.length >= all) return 'All states'
  if (states.length <= 6) return states.join(', ')
  return `${states.slice(0, 5).join(', ')} +${states.length - 5}`
}

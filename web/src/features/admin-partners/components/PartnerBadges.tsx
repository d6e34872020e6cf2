import { minTierText, type Partner } from '../types'

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

/** Whether the firm takes leads: archived by the operator, paused by the operator or by the firm itself, or active. */
export function ActiveBadge({ partner }: { partner: Pick<Partner, 'active' | 'paused' | 'archived_at'> }) {
  if (partner.archived_at) return <span className="partner-badge partner-badge--paused">Archived</span>
  if (!partner.active) return <span className="partner-badge partner-badge--paused">Paused</span>
  if (partner.paused) return <span className="partner-badge partner-badge--paused">Paused by the firm</span>
  return <span className="partner-badge partner-badge--active">Active</span>
}

/** "CA, NV, TX" or, past six, "CA, NV, … +12"; every state: "All states". */
export function statesText(states: string[], all = 51): string {
  if (states.length >= all) return 'All states'
  if (states.length <= 6) return states.join(', ')
  return `${states.slice(0, 5).join(', ')} +${states.length - 5}`
}

/** Which leads the firm takes by quality: its least tier, then whether it takes unrated leads and leads past their deadline. */
export function QualityText({ partner }: { partner: Pick<Partner, 'min_tier' | 'accepts_unrated' | 'accepts_passed_deadline'> }) {
  return (
    <span className="partner-quality-text">
      <span>{minTierText(partner.min_tier)}</span>
      <br />
      <span className="small text-body-secondary">
        {partner.accepts_unrated === false ? 'No unrated' : 'Unrated too'}
        {partner.accepts_passed_deadline ? ', past deadline too' : ''}
      </span>
    </span>
  )
}

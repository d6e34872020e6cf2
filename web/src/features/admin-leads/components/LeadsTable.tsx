import type { MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { TierBadge } from '@/components/admin/TierBadge'
import { formatPhone, leadName } from '../format'
import { formatDateTimeInZone, splitDateTimeInZone } from '@/lib/admin/operator-time'
import { useOperatorTimeZone } from '@/lib/admin/operator-time-zone'
import { leadPaths, type LeadLinkState } from '../paths'
import { SOURCE_FORM_LABELS, type Lead } from '../types'
import { DemoBadge, DuplicateBadge, LanguageBadge, LanguageFallbackBadge, ProofBadges, RoutingBadge, StatusBadge } from './LeadBadges'

/** An e-mail address that may wrap after the @ rather than anywhere. */
function EmailWithBreak({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return <>{email}</>
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

export interface LeadsTableProps {
  leads: Lead[]
  /** The list's query string, handed to the detail page for its way back. */
  listSearch: string
  caption: string
  busy?: boolean
}

/**
 * The leads, newest first (the server's order). The name is a real link for
 * keyboards and screen readers; a click anywhere else on the row opens the
 * lead too.
 */
export function LeadsTable({ leads, listSearch, caption, busy = false }: LeadsTableProps) {
  const navigate = useNavigate()
  const { timeZone } = useOperatorTimeZone()
  const linkState: LeadLinkState = { listSearch }

  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    const target = event.target as HTMLElement
    if (target.closest('a, button, input, select, textarea')) return
    if (window.getSelection()?.toString()) return // selecting text to copy, not opening
    navigate(leadPaths.detail(id), { state: linkState })
  }

  return (
    <div className="table-responsive leads-table-wrap">
      <table className="table table-hover align-middle leads-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Name</th>
            <th scope="col">Reference</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
            <th scope="col">State</th>
            <th scope="col">ZIP</th>
            <th scope="col">Form</th>
            <th scope="col">Tier</th>
            <th scope="col">Status</th>
            <th scope="col">Routing</th>
            <th scope="col">Proof</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const name = leadName(lead)
            const received = splitDateTimeInZone(lead.created_at, timeZone)
            return (
              <tr key={lead.id} className="leads-table__row" onClick={(event) => openRow(event, lead.id)}>
                <td>
                  <time
                    dateTime={lead.created_at}
                    title={`${formatDateTimeInZone(lead.created_at, timeZone)} (${timeZone})`}
                    className="leads-table__when"
                  >
                    <span>{received.date}</span>
                    <span className="leads-table__time">{received.time}</span>
                  </time>
                </td>
                <td>
                  <Link to={leadPaths.detail(lead.id)} state={linkState} className="leads-table__link">
                    {name || `Lead #${lead.id}`}
                  </Link>
                  {lead.erased_at ? <span className="badge text-bg-dark ms-1">Erased</span> : null}
                  {lead.demo ? <DemoBadge className="ms-1" /> : null}
                </td>
                <td className="leads-table__nowrap">
                  <code className="leads-table__reference">{lead.reference}</code>
                </td>
                <td className="leads-table__email">
                  <EmailWithBreak email={lead.email} />
                </td>
                <td className="leads-table__nowrap">{formatPhone(lead.phone)}</td>
                <td>
                  {lead.state ? <abbr title={lead.state_name || undefined}>{lead.state}</abbr> : '—'}
                  <LanguageBadge language={lead.language} className="ms-1" />
                </td>
                <td>{lead.zip_code || '—'}</td>
                <td>{SOURCE_FORM_LABELS[lead.source_form] ?? lead.source_form}</td>
                <td>{lead.tier ? <TierBadge tier={lead.tier} compact /> : '—'}</td>
                <td>
                  <StatusBadge status={lead.status} />
                </td>
                <td>
                  {lead.routing ? <RoutingBadge routing={lead.routing} /> : '—'}
                  {lead.language_fallback ? <LanguageFallbackBadge className="ms-1" /> : null}
                </td>
                <td>
                  <span className="leads-table__flags">
                    <ProofBadges lead={lead} />
                    {lead.duplicate_of ? <DuplicateBadge of={lead.duplicate_of} /> : null}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

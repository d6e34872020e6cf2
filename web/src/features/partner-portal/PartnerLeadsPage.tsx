import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '@/components/Pagination'
import { pathTo } from '@/config/routes'
import { downloadCsv } from '@/lib/admin/download'
import { formatPhone } from '@/lib/admin/format'
import { useHead } from '@/lib/head'
import { formatCents } from '@/lib/money'
import { notifyError } from '@/lib/notify'
import { US_STATES } from '@/lib/us-states'
import { filterParams, useLeads, type PortalFilters } from './api/get-leads'
import { OUTCOME_LABELS, RETURN_STATUS_LABELS, type PortalLead } from './types'

const FILTER_NAMES = ['q', 'state', 'outcome', 'return_status', 'from', 'to'] as const

function filtersFrom(params: URLSearchParams): PortalFilters {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as unknown as PortalFilters
}

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** What the firm should know about a lead at a glance: do not contact, erased, returned. */
export function LeadFlags({ lead }: { lead: Pick<PortalLead, 'erased' | 'consent_withdrawn' | 'return_status'> }) {
  return (
    <>
      {lead.consent_withdrawn ? <span className="badge text-bg-danger me-1">Consent withdrawn: do not contact</span> : null}
      {lead.erased ? <span className="badge text-bg-secondary me-1">Erased</span> : null}
      {lead.return_status ? (
        <span className={`badge me-1 ${lead.return_status === 'approved' ? 'text-bg-success' : 'text-bg-light'}`}>
          {RETURN_STATUS_LABELS[lead.return_status]}
        </span>
      ) : null}
    </>
  )
}

function personOf(l: PortalLead): string {
  if (l.erased) return 'Erased at the person’s request'
  return l.name || `${l.first_name} ${l.last_name}`.trim()
}

/**
 * /partner: the leads the firm received, newest first: find one by name,
 * phone, e-mail or reference, or narrow by state, report, return or date;
 * export what the filters select.
 */
export default function PartnerLeadsPage() {
  useHead({ title: 'Your leads' })
  const id = useId()
  const [params, setParams] = useSearchParams()
  const filters = filtersFrom(params)
  const page = Math.max(Number(params.get('page')) || 1, 1)
  const leads = useLeads(filters, page)
  const [draft, setDraft] = useState(filters)
  const [exporting, setExporting] = useState(false)

  const apply = (next: PortalFilters) => setParams(filterParams(next))
  const exportCsv = async () => {
    setExporting(true)
    try {
      const query = new URLSearchParams(filterParams(filters)).toString()
      await downloadCsv(`/api/partner/leads/export${query ? `?${query}` : ''}`, 'leads.csv')
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The export failed.')
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <h1 className="h3 mb-3">Your leads</h1>
      <form
        className="partner-card partner-filters"
        role="search"
        aria-label="Find leads"
        onSubmit={(event) => {
          event.preventDefault()
          apply(draft)
        }}
      >
        <div>
          <label className="form-label" htmlFor={`${id}-q`}>
            Name, phone, e-mail or reference
          </label>
          <input
            id={`${id}-q`}
            className="form-control"
            value={draft.q}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-state`}>
            State
          </label>
          <select
            id={`${id}-state`}
            className="form-select"
            value={draft.state}
            onChange={(e) => setDraft({ ...draft, state: e.target.value })}
          >
            <option value="">Any</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-outcome`}>
            Your report
          </label>
          <select
            id={`${id}-outcome`}
            className="form-select"
            value={draft.outcome}
            onChange={(e) => setDraft({ ...draft, outcome: e.target.value })}
          >
            <option value="">Any</option>
            <option value="none">Not reported yet</option>
            {Object.entries(OUTCOME_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-return`}>
            Return
          </label>
          <select
            id={`${id}-return`}
            className="form-select"
            value={draft.return_status}
            onChange={(e) => setDraft({ ...draft, return_status: e.target.value })}
          >
            <option value="">Any</option>
            <option value="none">Not returned</option>
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="denied">Denied</option>
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-from`}>
            Received from
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-control"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-to`}>
            to
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-control"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        </div>
      </form>
      <p aria-live="polite" className="text-body-secondary">
        {leads.data ? (leads.data.total === 1 ? '1 lead' : `${leads.data.total} leads`) : '\u00a0'}
      </p>
      <section className="partner-card" aria-busy={leads.isFetching || undefined}>
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Your leads, newest first">
          <table className="table table-hover partner-table mb-0">
            <caption className="visually-hidden">Your leads, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Lead</th>
                <th scope="col">Contact</th>
                <th scope="col">State, practice area</th>
                <th scope="col" className="text-end">
                  Price
                </th>
                <th scope="col">Your report</th>
              </tr>
            </thead>
            <tbody>
              {leads.data?.data.length ? (
                leads.data.data.map((l) => (
                  <tr key={l.reference}>
                    <td>
                      <time dateTime={l.received_at}>{received.format(new Date(l.received_at))}</time>
                    </td>
                    <td>
                      <Link to={pathTo('partnerLead', { reference: l.reference })}>{personOf(l)}</Link>
                      <div className="small text-body-secondary">{l.reference}</div>
                      <LeadFlags lead={l} />
                    </td>
                    <td>
                      {l.phone ? <div>{formatPhone(l.phone)}</div> : null}
                      {l.email ? <div className="small">{l.email}</div> : null}
                    </td>
                    <td>
                      {[l.state, l.service].filter(Boolean).join(', ')}
                      {l.language === 'es' ? (
                        <span className="badge text-bg-info ms-1" title="Contact in Spanish">
                          ES
                        </span>
                      ) : null}
                    </td>
                    <td className="text-end">{l.price_cents === null ? '—' : formatCents(l.price_cents)}</td>
                    <td>{OUTCOME_LABELS[l.outcome] ?? 'Not reported'}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={6} className="text-body-secondary">
                    {leads.isPending ? 'Loading…' : leads.isError ? 'Your leads could not be loaded.' : 'No leads match.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {leads.data && leads.data.last_page > 1 ? (
          <Pagination meta={leads.data} onPageChange={(next) => setParams({ ...filterParams(filters), page: String(next) })} />
        ) : null}
      </section>
    </>
  )
}

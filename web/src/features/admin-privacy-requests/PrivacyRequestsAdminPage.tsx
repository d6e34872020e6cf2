import { useEffect, useId, useState } from 'react'
import { AdminPageHeader, AdminTable, type AdminColumn } from '@/components/admin'
import { useUrlFilters } from '@/lib/admin/use-url-filters'
import { useHead } from '@/lib/head'
import { usePrivacyRequests } from './api/get-privacy-requests'
import { RequestBadges } from './components/DueBadges'
import { RequestDetail } from './components/RequestDetail'
import { privacyFilterCodec } from './filters'
import { formatDay, formatDeadline, STATUS_LABELS, TYPE_LABELS, type PrivacyRequest, type PrivacyStatus, type PrivacyType } from './types'

const columns: ReadonlyArray<AdminColumn<PrivacyRequest>> = [
  { header: '#', cell: (r) => r.id },
  { header: 'Type', cell: (r) => TYPE_LABELS[r.type] },
  { header: 'Contact', cell: (r) => [r.email, r.phone].filter(Boolean).join(' / ') || '—' },
  { header: 'Received', cell: (r) => formatDay(r.received_at) },
  { header: 'Confirm by', cell: (r) => formatDeadline(r.confirm_due_at) },
  { header: 'Answer by', cell: (r) => formatDay(r.answer_due_at) },
  { header: 'Status', cell: (r) => <RequestBadges request={r} /> },
]

/**
 * /admin/privacy-requests: the CCPA/CPRA queue with its deadlines (confirm
 * within 10 business days, answer within 45 days), filters, and each
 * request's detail and actions.
 */
export default function PrivacyRequestsAdminPage() {
  useHead({ title: 'Privacy Requests' })
  const id = useId()
  const { filters, page, setPage, setFilters } = useUrlFilters(privacyFilterCodec)
  const list = usePrivacyRequests(filters, page)
  const [selected, setSelected] = useState<number | null>(null)

  useEffect(() => {
    if (selected !== null) document.getElementById('privacy-request-detail')?.focus()
  }, [selected])

  return (
    <div className="admin-page privacy-requests-page">
      <AdminPageHeader
        title="Privacy Requests"
        intro="Requests to know, delete or correct personal data, or to opt out of its sale. Confirm within 10 business days, answer within 45 days; requests are kept 24 months."
      />
      <form className="row g-2 align-items-end mb-3" aria-label="Filter the requests" onSubmit={(event) => event.preventDefault()}>
        <div className="col-auto">
          <label htmlFor={`${id}-status`} className="form-label">
            Status
          </label>
          <select
            id={`${id}-status`}
            className="form-select"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value as PrivacyStatus | '' })}
          >
            <option value="">Any</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-auto">
          <label htmlFor={`${id}-type`} className="form-label">
            Type
          </label>
          <select
            id={`${id}-type`}
            className="form-select"
            value={filters.type}
            onChange={(event) => setFilters({ type: event.target.value as PrivacyType | '' })}
          >
            <option value="">Any</option>
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-auto form-check ms-2 mb-2">
          <input
            id={`${id}-overdue`}
            type="checkbox"
            className="form-check-input"
            checked={filters.overdue}
            onChange={(event) => setFilters({ overdue: event.target.checked })}
          />
          <label htmlFor={`${id}-overdue`} className="form-check-label">
            Overdue only
          </label>
        </div>
      </form>
      <section aria-label="Privacy requests" aria-busy={list.isFetching || undefined}>
        <AdminTable
          caption="Privacy requests"
          columns={columns}
          page={list.data}
          rowKey={(r) => r.id}
          actions={(r) => (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => setSelected(r.id)}
              aria-label={`Open request #${r.id}`}
            >
              Open
            </button>
          )}
          isPending={list.isPending}
          isError={list.isError}
          emptyText="No request matches."
          onPageChange={setPage}
        />
      </section>
      {selected !== null ? <RequestDetail key={selected} id={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  )
}

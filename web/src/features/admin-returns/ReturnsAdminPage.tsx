import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AdminPageHeader, AdminTable, DecisionButtons, RecordFormModal, StatusTabs, TextField, type AdminColumn } from '@/components/admin'
import { OperatorTime } from '@/components/admin/OperatorTime'
import { adminPaths } from '@/lib/admin/paths'
import { useHead } from '@/lib/head'
import { formatCents } from '@/lib/money'
import { usePageParam } from '@/lib/use-page-param'
import { useDecideReturn } from './api/decide-return'
import './admin-returns.scss'
import { useReturns } from './api/get-returns'
import { RETURN_STATUSES, RETURN_STATUS_LABELS, type PartnerMonth, type ReturnQueueItem, type ReturnStatus } from './types'

/** "2 of 10 (20%) · limit 15%": the firm's returns this month against its charged leads. */
export function monthText(m: PartnerMonth): string {
  const rate = m.return_rate === null ? '' : ` (${Math.round(m.return_rate * 100)}%)`
  return `${m.returns} of ${m.charged}${rate} · limit ${m.max_return_rate}%`
}

const over = (m: PartnerMonth) => m.return_rate !== null && m.return_rate * 100 > m.max_return_rate

const columns: ReadonlyArray<AdminColumn<ReturnQueueItem>> = [
  {
    header: 'Lead',
    cell: (r) => (
      <>
        {r.lead_id !== null ? (
          <Link to={`${adminPaths.leads}/${r.lead_id}`}>{r.lead_reference}</Link>
        ) : (
          <span>{r.lead_reference} (deleted)</span>
        )}
        <div className="small text-body-secondary">{[r.lead_state, r.lead_service].filter(Boolean).join(' · ')}</div>
      </>
    ),
  },
  { header: 'Firm', cell: (r) => r.partner_name },
  {
    header: 'Reason',
    cell: (r) => (
      <>
        {r.reason_label}
        {r.note ? <div className="small text-body-secondary returns-note">“{r.note}”</div> : null}
      </>
    ),
  },
  { header: 'Asked', cell: (r) => <OperatorTime iso={r.created_at} /> },
  { header: 'Charge', cell: (r) => (r.amount_cents > 0 ? formatCents(r.amount_cents) : 'Free lead'), className: 'text-end' },
  {
    header: "Firm's returns this month",
    cell: (r) => (
      <span className={over(r.partner_month) ? 'returns-over' : undefined}>
        {monthText(r.partner_month)}
        {over(r.partner_month) ? <span className="visually-hidden"> (over the limit)</span> : null}
      </span>
    ),
  },
]

const decidedColumns: ReadonlyArray<AdminColumn<ReturnQueueItem>> = [
  ...columns.slice(0, 5),
  {
    header: 'Decision',
    cell: (r) => (
      <>
        {r.auto_approved ? 'Approved by the firm’s settings' : r.decision_note || RETURN_STATUS_LABELS[r.status]}
        {r.decided_at ? (
          <div className="small text-body-secondary">
            <OperatorTime iso={r.decided_at} />
          </div>
        ) : null}
      </>
    ),
  },
]

interface Deciding {
  item: ReturnQueueItem
  approve: boolean
}

/**
 * /admin/returns: the leads partner firms returned. Pending ones wait
 * oldest first for an approval (the charge is credited back) or a denial
 * with a note the firm reads; beside each, the firm's returns this month
 * against its limit.
 */
export default function ReturnsAdminPage() {
  useHead({ title: 'Returns' })
  const id = useId()
  const [params, setParams] = useSearchParams()
  const status = (RETURN_STATUSES as ReadonlyArray<string>).includes(params.get('status') ?? '')
    ? (params.get('status') as ReturnStatus)
    : 'pending'
  const [page, setPage] = usePageParam('returns-list')
  const list = useReturns(status, page)
  const decide = useDecideReturn()
  const [deciding, setDeciding] = useState<Deciding | null>(null)

  const count = list.data ? `${list.data.total} ${RETURN_STATUS_LABELS[status].toLowerCase()}` : '\u00a0'
  return (
    <div className="admin-page returns-page">
      <AdminPageHeader
        title="Returns"
        intro="Leads partner firms returned, with their reason. Approving one credits its charge back to the firm; a denial needs a note the firm reads. A firm's settings may approve some reasons at once while its month stays under its limit."
      />
      <StatusTabs
        label="Returns by status"
        statuses={RETURN_STATUSES}
        labels={RETURN_STATUS_LABELS}
        current={status}
        onChange={(s) => setParams(s === 'pending' ? {} : { status: s })}
      />
      <p aria-live="polite" className="text-body-secondary" id={`${id}-count`}>
        {count}
      </p>
      <section id="returns-list" aria-label={`${RETURN_STATUS_LABELS[status]} returns`} aria-busy={list.isFetching || undefined}>
        <AdminTable
          caption={status === 'pending' ? 'Pending returns, oldest first' : `${RETURN_STATUS_LABELS[status]} returns, newest first`}
          columns={status === 'pending' ? columns : decidedColumns}
          page={list.data}
          rowKey={(r) => r.id}
          isPending={list.isPending}
          isError={list.isError}
          emptyText={status === 'pending' ? 'No returns wait for a decision.' : `No ${status} returns.`}
          onPageChange={setPage}
          actions={
            status === 'pending'
              ? (r) => (
                  <DecisionButtons
                    approveLabel={`Approve the return of lead ${r.lead_reference}`}
                    refuse={{ text: 'Deny', label: `Deny the return of lead ${r.lead_reference}` }}
                    onApprove={() => setDeciding({ item: r, approve: true })}
                    onRefuse={() => setDeciding({ item: r, approve: false })}
                  />
                )
              : undefined
          }
        />
      </section>
      <RecordFormModal<{ note: string }>
        open={deciding !== null}
        size="md"
        title={deciding ? `${deciding.approve ? 'Approve' : 'Deny'} the return of lead ${deciding.item.lead_reference}` : 'Decide a return'}
        defaultValues={{ note: '' }}
        submitLabel={deciding?.approve ? 'Approve and credit' : 'Deny'}
        onClose={() => setDeciding(null)}
        onSubmit={(values) => decide.mutateAsync({ id: deciding!.item.id, approve: deciding!.approve, note: values.note.trim() })}
      >
        {(form) => (
          <>
            {deciding ? (
              <p>
                {deciding.item.partner_name}: {deciding.item.reason_label}.{' '}
                {deciding.approve
                  ? deciding.item.amount_cents > 0
                    ? `${formatCents(deciding.item.amount_cents)} goes back to the firm's balance.`
                    : 'A free lead: nothing to credit.'
                  : 'The firm keeps the charge and reads your note.'}
              </p>
            ) : null}
            <TextField
              form={form}
              name="note"
              label={deciding?.approve ? 'Note (optional)' : 'Why the return is denied'}
              multiline
              rows={3}
              maxLength={1000}
              rules={deciding?.approve ? undefined : { validate: (v: string) => v.trim() !== '' || 'Say why the return is denied.' }}
            />
          </>
        )}
      </RecordFormModal>
    </div>
  )
}

import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { AdminPageHeader, AdminTable, DecisionButtons, RecordFormModal, StatusTabs, TextField, type AdminColumn } from '@/components/admin'
import { OperatorTime } from '@/components/admin/OperatorTime'
import {
  askedFields,
  CHANGE_FIELD_LABELS,
  CHANGE_REQUEST_STATUS_LABELS,
  CHANGE_REQUEST_STATUSES,
  formatChange,
  type ChangeRequestStatus,
} from '@/lib/admin/partner-changes'
import { useHead } from '@/lib/head'
import { usePageParam } from '@/lib/use-page-param'
import { useDecideChangeRequest } from './api/decide-change-request'
import { useChangeRequests } from './api/get-change-requests'
import { usePracticeAreas } from './api/get-practice-areas'
import type { ChangeRequestItem } from './types'
import './admin-change-requests.scss'

/** What a request asks, field by field: the firm's present value → the asked one (for a decided request, the asked one only). */
function Diff({ item, serviceTitle }: { item: ChangeRequestItem; serviceTitle: (id: number) => string }) {
  const pending = item.status === 'pending'
  return (
    <ul className="change-requests-diff">
      {askedFields(item.changes).map((f) => (
        <li key={f}>
          <strong>{CHANGE_FIELD_LABELS[f]}:</strong>{' '}
          {pending ? (
            <>
              <del>{formatChange(f, item.current[f], serviceTitle)}</del> <span aria-hidden="true">→</span>
              <span className="visually-hidden"> to </span>{' '}
            </>
          ) : null}
          <ins>{formatChange(f, item.changes[f], serviceTitle)}</ins>
        </li>
      ))}
    </ul>
  )
}

interface Deciding {
  item: ChangeRequestItem
  approve: boolean
}

/**
 * /admin/change-requests: what partner firms ask to change in their
 * routing. Approving one applies the asked fields to the firm as a partner
 * edit (nothing else changes, prices and billing included); a decline
 * needs a note the firm reads.
 */
export default function ChangeRequestsAdminPage() {
  useHead({ title: 'Change requests' })
  const [params, setParams] = useSearchParams()
  const status = (CHANGE_REQUEST_STATUSES as ReadonlyArray<string>).includes(params.get('status') ?? '')
    ? (params.get('status') as ChangeRequestStatus)
    : 'pending'
  const [page, setPage] = usePageParam('change-requests-list')
  const list = useChangeRequests(status, page)
  const areas = usePracticeAreas()
  const decide = useDecideChangeRequest()
  const [deciding, setDeciding] = useState<Deciding | null>(null)
  const serviceTitle = (id: number) => areas.data?.find((a) => a.id === id)?.title ?? `#${id}`
  const label = CHANGE_REQUEST_STATUS_LABELS[status]

  const columns: ReadonlyArray<AdminColumn<ChangeRequestItem>> = [
    {
      header: 'Firm',
      cell: (r) => (
        <>
          {r.partner_name}
          {r.requested_by_email ? <div className="small text-body-secondary">{r.requested_by_email}</div> : null}
        </>
      ),
    },
    {
      header: status === 'pending' ? 'Asked (now → asked)' : 'Asked',
      cell: (r) => (
        <>
          <Diff item={r} serviceTitle={serviceTitle} />
          {r.note ? <div className="small text-body-secondary change-requests-note">“{r.note}”</div> : null}
        </>
      ),
    },
    { header: 'Sent', cell: (r) => <OperatorTime iso={r.created_at} /> },
    ...(status === 'pending'
      ? []
      : [
          {
            header: 'Decision',
            cell: (r: ChangeRequestItem) => (
              <>
                {r.decision_note || CHANGE_REQUEST_STATUS_LABELS[r.status]}
                {r.decided_at ? (
                  <div className="small text-body-secondary">
                    <OperatorTime iso={r.decided_at} />
                  </div>
                ) : null}
              </>
            ),
          },
        ]),
  ]

  return (
    <div className="admin-page change-requests-page">
      <AdminPageHeader
        title="Change requests"
        intro="What partner firms ask to change in their routing: states, practice areas, caps, hours and delivery channels. Approving applies only the asked fields to the firm; its prices and billing stay as they are. A decline needs a note the firm reads."
      />
      <StatusTabs
        label="Change requests by status"
        statuses={CHANGE_REQUEST_STATUSES}
        labels={CHANGE_REQUEST_STATUS_LABELS}
        current={status}
        onChange={(s) => setParams(s === 'pending' ? {} : { status: s })}
      />
      <p aria-live="polite" className="text-body-secondary">
        {list.data ? `${list.data.total} ${label.toLowerCase()}` : '\u00a0'}
      </p>
      <section id="change-requests-list" aria-label={`${label} change requests`} aria-busy={list.isFetching || undefined}>
        <AdminTable
          caption={`${label} change requests, newest first`}
          columns={columns}
          page={list.data}
          rowKey={(r) => r.id}
          isPending={list.isPending}
          isError={list.isError}
          emptyText={status === 'pending' ? 'No change requests wait for a decision.' : `No ${status} change requests.`}
          onPageChange={setPage}
          actions={
            status === 'pending'
              ? (r) => (
                  <DecisionButtons
                    approveLabel={`Approve the change request of ${r.partner_name}`}
                    refuse={{ text: 'Decline', label: `Decline the change request of ${r.partner_name}` }}
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
        title={deciding ? `${deciding.approve ? 'Approve' : 'Decline'} the change request of ${deciding.item.partner_name}` : 'Decide'}
        defaultValues={{ note: '' }}
        submitLabel={deciding?.approve ? 'Approve and apply' : 'Decline'}
        onClose={() => setDeciding(null)}
        onSubmit={(values) => decide.mutateAsync({ id: deciding!.item.id, approve: deciding!.approve, note: values.note.trim() })}
      >
        {(form) => (
          <>
            {deciding ? (
              <>
                <Diff item={deciding.item} serviceTitle={serviceTitle} />
                <p className="mt-2">
                  {deciding.approve
                    ? 'These fields change on the firm at once; everything else stays.'
                    : 'The firm keeps its settings and reads your note.'}
                </p>
              </>
            ) : null}
            <TextField
              form={form}
              name="note"
              label={deciding?.approve ? 'Note (optional)' : 'Why the request is declined'}
              multiline
              rows={3}
              maxLength={1000}
              rules={deciding?.approve ? undefined : { validate: (v: string) => v.trim() !== '' || 'Say why the request is declined.' }}
            />
          </>
        )}
      </RecordFormModal>
    </div>
  )
}

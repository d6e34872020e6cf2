import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Modal } from '@/components/Modal'
import { AdminPageHeader, AdminTable, ConfirmDeleteModal, RowActions, reportAdminError, type AdminColumn } from '@/components/admin'
import type { Paginated } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { useCreatePartner } from './api/create-partner'
import { useDeletePartner } from './api/delete-partner'
import { usePartners } from './api/get-partners'
import { useUpdatePartner } from './api/update-partner'
import { formatCents } from '@/lib/money'
import { ActiveBadge, ChannelBadges, QualityText, statesText } from './components/PartnerBadges'
import { PartnerBillingModal } from './components/PartnerBillingModal'
import { PartnerLedgerModal } from './components/PartnerLedgerModal'
import { PartnerFormModal } from './components/PartnerFormModal'
import { PartnerOutcomeRates } from './components/PartnerOutcomeRates'
import {
  billingOf,
  formToPayload,
  languagesText,
  routingOf,
  usageText,
  type Partner,
  type PartnerBilling,
  type PartnerFormValues,
} from './types'
import './admin-partners.scss'

/** Partners are few and listed whole; the shared table wants a page. */
function wholeList(list: Partner[] | undefined): Paginated<Partner> | undefined {
  if (!list) return undefined
  const n = list.length
  return {
    data: list,
    current_page: 1,
    last_page: 1,
    total: n,
    per_page: Math.max(n, 1),
    from: n ? 1 : null,
    to: n ? n : null,
    prev_page_url: null,
    next_page_url: null,
  }
}

function Usage({ used, cap, period }: { used: number; cap: number; period: 'today' | 'this month' }) {
  const full = cap > 0 && used >= cap
  return <span className={`partner-usage${full ? ' partner-usage--full' : ''}`}>{usageText(used, cap, period)}</span>
}

const columns: ReadonlyArray<AdminColumn<Partner>> = [
  {
    header: 'Name',
    className: 'admin-table__title',
    cell: (p) => (
      <>
        {p.name}
        {/* Partners name themselves with it when they report outcomes (X-Claimsite-Partner). */}
        <span className="partner-id">Partner ID {p.id}</span>
      </>
    ),
  },
  { header: 'States', cell: (p) => <span title={p.states.join(', ')}>{statesText(p.states)}</span> },
  { header: 'Languages', cell: (p) => languagesText(p.languages) },
  { header: 'Priority', cell: (p) => p.priority },
  { header: 'Takes', cell: (p) => <QualityText partner={p} /> },
  {
    header: 'Leads',
    cell: (p) => (
      <>
        <Usage used={p.usage.today} cap={p.daily_cap} period="today" />
        <br />
        <Usage used={p.usage.month} cap={p.monthly_cap} period="this month" />
      </>
    ),
  },
  { header: 'Outcomes', cell: (p) => <PartnerOutcomeRates partnerId={p.id} /> },
  {
    header: 'Balance',
    cell: (p) => (
      <>
        <span className={p.balance_cents < 0 ? 'text-danger' : undefined}>{formatCents(p.balance_cents)}</span>
        <br />
        <span className="small text-body-secondary">
          {p.price_cents > 0 ? `${formatCents(p.price_cents)} a lead` : 'Free leads'}
          {p.billing_mode === 'invoice' ? ', invoiced' : ''}
        </span>
      </>
    ),
  },
  { header: 'Channels', cell: (p) => <ChannelBadges partner={p} /> },
  { header: 'Status', cell: (p) => <ActiveBadge partner={p} /> },
]

/**
 * /admin/partners: the law firms leads are routed to, in routing order
 * (priority, then name), each with its leads today and this month against
 * its caps; add, edit and delete.
 */
export default function PartnersAdminPage() {
  useHead({ title: 'Partners' })
  const partners = usePartners()
  const create = useCreatePartner()
  const update = useUpdatePartner()
  const remove = useDeletePartner()
  const [form, setForm] = useState<{ partner: Partner | null; key: number } | null>(null)
  const [deleting, setDeleting] = useState<Partner | null>(null)
  const [billing, setBilling] = useState<Partner | null>(null)
  const [ledgerOf, setLedgerOf] = useState<Partner | null>(null)
  // ?ledger=ID (the dashboard's partners low on balance) opens that firm's ledger.
  const [search, setSearch] = useSearchParams()
  const linked = Number(search.get('ledger'))
  const shownLedger = ledgerOf ?? (linked ? (partners.data?.find((p) => p.id === linked) ?? null) : null)
  const closeLedger = () => {
    setLedgerOf(null)
    if (search.has('ledger')) setSearch({}, { replace: true })
  }

  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null)

  const save = async (values: PartnerFormValues) => {
    const payload = formToPayload(values)
    // The form edits routing and delivery; the firm's prices and billing go back as they are.
    if (form?.partner) return update.mutateAsync({ id: form.partner.id, payload: { ...billingOf(form.partner), ...payload } })
    const answer = await create.mutateAsync(payload)
    // The one time the new partner's secret is shown.
    setCreated({ name: answer.data.name, secret: answer.data.webhook_secret })
    return answer
  }
  // The billing form changes prices and billing; the firm's routing and delivery go back as they are.
  const saveBilling = (settings: PartnerBilling) =>
    update.mutateAsync({ id: billing!.id, payload: { ...routingOf(billing!), ...settings } })
  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const answer = await remove.mutateAsync(deleting.id)
      notifySuccess(answer.message)
    } catch (error) {
      reportAdminError(error)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <div className="admin-page partners-page">
      <AdminPageHeader
        title="Partners"
        intro="Law firms that receive leads, in the order they are offered them. Caps count in each firm's own time zone."
        onAdd={() => setForm({ partner: null, key: Date.now() })}
      />
      <AdminTable
        caption="Partners"
        columns={columns}
        page={wholeList(partners.data)}
        rowKey={(p) => p.id}
        actions={(p) => (
          <div className="partner-actions">
            <RowActions label={p.name} onEdit={() => setForm({ partner: p, key: Date.now() })} onDelete={() => setDeleting(p)} />
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setBilling(p)}
              aria-label={`Prices and billing of ${p.name}`}
            >
              Prices
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setLedgerOf(p)}
              aria-label={`Ledger of ${p.name}`}
            >
              Ledger
            </button>
          </div>
        )}
        isPending={partners.isPending}
        isError={partners.isError}
        emptyText="No partners yet. Use 'Add New' to add the first firm."
        onPageChange={() => undefined}
      />
      <PartnerFormModal
        key={form?.key ?? 0}
        open={form !== null}
        partner={form?.partner ?? null}
        onClose={() => setForm(null)}
        onSubmit={save}
      />
      {billing ? <PartnerBillingModal key={billing.id} partner={billing} onClose={() => setBilling(null)} onSubmit={saveBilling} /> : null}
      <PartnerLedgerModal partner={shownLedger} onClose={closeLedger} />
      <Modal open={created !== null} onClose={() => setCreated(null)} title="Webhook secret">
        {created ? (
          <>
            <p>
              {created.name}&apos;s webhooks are signed with this secret. Give it to the firm now: it is not shown again (you can make a new
              one later).
            </p>
            <p>
              <code className="partner-secret">{created.secret}</code>
            </p>
            <div className="admin-form__actions">
              <button type="button" className="btn btn-primary" onClick={() => setCreated(null)}>
                Done
              </button>
            </div>
          </>
        ) : null}
      </Modal>
      <ConfirmDeleteModal
        open={deleting !== null}
        itemTitle={deleting?.name ?? ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </div>
  )
}

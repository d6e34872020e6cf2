import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { TierBadge } from '@/components/admin/TierBadge'
import { ApiError } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { useLead } from './api/get-lead'
import { CaseEvaluation } from './components/CaseEvaluation'
import { ConsentProof } from './components/ConsentProof'
import { LeadAttribution } from './components/LeadAttribution'
import { LeadExperiments } from './components/LeadExperiments'
import { DeliveryCard } from './components/DeliveryCard'
import { DeleteLeadButton } from './components/DeleteLeadButton'
import { DemoBadge, LanguageBadge, LanguageFallbackBadge, RoutingBadge, StatusBadge } from './components/LeadBadges'
import { LeadContactForm } from './components/LeadContactForm'
import { LeadAuditTrail } from './components/LeadAuditTrail'
import { LeadFields } from './components/LeadFields'
import { LeadNotices } from './components/LeadNotices'
import { OutcomeHistory, StatusHistory } from './components/LeadHistory'
import { LeadUpdateForm } from './components/LeadUpdateForm'
import { leadName } from './format'
import { leadPaths, listSearchFrom } from './paths'
import './admin-leads.scss'

/** /admin/leads/:id: one lead and the correction of its contact details, its consent proof, delivery trail, status and notes, and erasure. */
export default function LeadDetailPage() {
  const { id = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const backTo = `${leadPaths.list}${listSearchFrom(location.state)}`
  const validId = /^\d+$/.test(id)
  const lead = useLead(id)
  const data = lead.data
  const name = data ? leadName(data) : ''

  useHead({ title: data ? `Lead #${data.id}${name ? `: ${name}` : ''}` : 'Lead' })

  const backLink = (
    <Link to={backTo} className="leads-back">
      ← Back to leads
    </Link>
  )

  if (!validId || (lead.error instanceof ApiError && lead.error.status === 404)) {
    return (
      <div className="leads-page">
        {backLink}
        <div className="leads-page__empty" role="alert">
          <h1 className="leads-page__title">Lead not found</h1>
          <p>There is no lead #{id}. It may have been deleted.</p>
          <Link to={backTo} className="btn btn-primary">
            Back to leads
          </Link>
        </div>
      </div>
    )
  }

  if (lead.isError) {
    return (
      <div className="leads-page">
        {backLink}
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">
            Could not load lead #{id}: {lead.error.message}
          </p>
          <button type="button" className="btn btn-outline-erase btn-sm" onClick={() => void lead.refetch()}>
            Try again
          </button>
        </div>
      </div>
    )
  }

  if (!data) {
    return (
      <div className="leads-page">
        {backLink}
        <p className="leads-page__status" role="status">
          Loading lead…
        </p>
      </div>
    )
  }

  return (
    <div className="leads-page">
      {backLink}
      <div className="leads-page__header">
        <div>
          <h1 className="leads-page__title">
            Lead #{data.id}
            {name ? <span className="leads-page__subtitle">{name}</span> : null}
          </h1>
          <p className="leads-page__summary">
            <StatusBadge status={data.status} />
            {data.routing ? <RoutingBadge routing={data.routing} labelled /> : null}
            {data.tier ? <TierBadge tier={data.tier} labelled /> : null}
            <LanguageBadge language={data.language} />
            {data.language_fallback ? <LanguageFallbackBadge /> : null}
            {data.erased_at ? <span className="badge text-bg-dark">Erased</span> : null}
            {data.demo ? <DemoBadge /> : null}
          </p>
        </div>
        <DeleteLeadButton
          leadId={data.id}
          description={[name, data.email].filter(Boolean).join(', ')}
          onDeleted={(message) => {
            notifySuccess(message)
            navigate(backTo, { replace: true })
          }}
        />
      </div>

      <div className="row g-4">
        <div className="col-xl-7">
          <section className="card lead-card" aria-labelledby="lead-details-title">
            <div className="card-body">
              <h2 id="lead-details-title" className="lead-card__title">
                Details
              </h2>
              <LeadFields lead={data} />
              {data.erased_at ? null : <LeadContactForm key={data.id} lead={data} />}
            </div>
          </section>
          {data.qualification ? (
            <section className="card lead-card" aria-labelledby="lead-evaluation-title">
              <div className="card-body">
                <h2 id="lead-evaluation-title" className="lead-card__title">
                  Case evaluation
                </h2>
                <CaseEvaluation lead={data} qualification={data.qualification} />
              </div>
            </section>
          ) : null}
          <section className="card lead-card" aria-labelledby="lead-consent-title">
            <div className="card-body">
              <h2 id="lead-consent-title" className="lead-card__title">
                Consent proof
              </h2>
              <ConsentProof consent={data.consent} withdrawal={data.consent_withdrawal} />
            </div>
          </section>
          <section className="card lead-card" aria-labelledby="lead-attribution-title">
            <div className="card-body">
              <h2 id="lead-attribution-title" className="lead-card__title">
                Where the visitor came from
              </h2>
              <LeadAttribution attribution={data.attribution} />
            </div>
          </section>
          {data.experiments?.length ? (
            <section className="card lead-card" aria-labelledby="lead-experiments-title">
              <div className="card-body">
                <h2 id="lead-experiments-title" className="lead-card__title">
                  Experiments
                </h2>
                <p className="text-muted-soft small">The variants the visitor saw that day; the lead counts as their conversion.</p>
                <LeadExperiments experiments={data.experiments} />
              </div>
            </section>
          ) : null}
        </div>
        <div className="col-xl-5">
          <section className="card lead-card" aria-labelledby="lead-delivery-title">
            <div className="card-body">
              <h2 id="lead-delivery-title" className="lead-card__title">
                Delivery
              </h2>
              <DeliveryCard lead={data} />
            </div>
          </section>
          <section className="card lead-card" aria-labelledby="lead-manage-title">
            <div className="card-body">
              <h2 id="lead-manage-title" className="lead-card__title">
                Follow-up
              </h2>
              <LeadUpdateForm lead={data} />
            </div>
          </section>
          <section className="card lead-card" aria-labelledby="lead-outcomes-title">
            <div className="card-body">
              <h2 id="lead-outcomes-title" className="lead-card__title">
                Partner outcomes
              </h2>
              <OutcomeHistory outcomes={data.outcomes ?? []} />
            </div>
          </section>
          <section className="card lead-card" aria-labelledby="lead-notices-title">
            <div className="card-body">
              <h2 id="lead-notices-title" className="lead-card__title">
                Partner notices
              </h2>
              <LeadNotices notices={data.notices ?? []} />
            </div>
          </section>
          <section className="card lead-card" aria-labelledby="lead-status-history-title">
            <div className="card-body">
              <h2 id="lead-status-history-title" className="lead-card__title">
                History
              </h2>
              <StatusHistory history={data.status_history ?? []} />
            </div>
          </section>
          <section className="card lead-card" aria-labelledby="lead-audit-title">
            <div className="card-body">
              <h2 id="lead-audit-title" className="lead-card__title">
                Audit trail
              </h2>
              <LeadAuditTrail leadId={data.id} />
            </div>
          </section>
        </div>
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { TierBadge } from '@/components/admin/TierBadge'
import { can, useProfile } from '@/lib/auth'
import { adminPaths } from '@/lib/admin/paths'
import { SUB_SCORES, SUB_SCORE_HINTS, SUB_SCORE_LABELS } from '@/lib/admin/tiers'
import {
  DEADLINE_STATUS_LABELS,
  FAULT_LABELS,
  POLICE_REPORT_LABELS,
  TREATMENT_LABELS,
  VEHICLE_LABELS,
  currentDeadlineStatus,
  daysLeftText,
  formatCalendarDate,
  isMonthOnly,
  yesNo,
} from '../qualification'
import type { DeadlineStatus, Lead, Qualification } from '../types'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="lead-fields__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const erased = <strong className="lead-eval__erased">Erased</strong>

export function DeadlineBadge({ status }: { status: DeadlineStatus }) {
  return <span className={`badge lead-deadline lead-deadline--${status}`}>{DEADLINE_STATUS_LABELS[status]}</span>
}

/** The tier, its score and the rules' version it was rated with. */
function TierSummary({ q }: { q: Qualification }) {
  const { data: profile } = useProfile()
  const version = `version ${q.tier_version}`
  return (
    <div className="lead-eval__tier" data-testid="lead-eval-tier">
      <TierBadge tier={q.tier} className="lead-eval__tier-badge" />
      <div>
        <p className="lead-eval__score">
          Score <strong>{q.score}</strong> / 100
        </p>
        <p className="lead-eval__version">
          Rated with the tier rules {can(profile, 'settings') ? <Link to={adminPaths.tierRules}>{version}</Link> : version}; later changes
          to the rules do not re-rate it.
        </p>
      </div>
    </div>
  )
}

/** The general filing deadline: the date, where it stands today (urgent and passed stand out) and days left. */
function Deadline({ q, wasErased }: { q: Qualification; wasErased: boolean }) {
  const now = currentDeadlineStatus(q)
  if (now === null) {
    return (
      <p className="lead-eval__deadline lead-eval__deadline--unknown mb-0">
        Not on record: the state&rsquo;s general filing period is not in the state-law facts, so no deadline was computed.
      </p>
    )
  }
  const stored = q.deadline_status
  return (
    <div
      className={`lead-eval__deadline lead-eval__deadline--${now}`}
      role={now === 'open' ? undefined : 'note'}
      data-testid="lead-deadline"
    >
      <p className="lead-eval__deadline-line">
        {now !== 'open' ? (
          <span className="lead-eval__deadline-icon" aria-hidden="true">
            !
          </span>
        ) : null}
        <DeadlineBadge status={now} />
        <span className="lead-eval__deadline-date">
          {q.deadline_on ? formatCalendarDate(q.deadline_on) : wasErased ? 'Date erased with the answers' : null}
        </span>
        {q.days_left !== null ? <strong className="lead-eval__days">{daysLeftText(q.days_left)}</strong> : null}
      </p>
      {now === 'urgent' ? (
        <p className="lead-eval__deadline-hint">Fewer than 90 days remain to file: the lead needs an attorney soon.</p>
      ) : null}
      {now === 'passed' ? (
        <p className="lead-eval__deadline-hint">
          The general deadline has passed. Only partners that take leads past their deadline are sent it; exceptions may still apply.
        </p>
      ) : null}
      {stored && stored !== now ? (
        <p className="lead-eval__deadline-hint">It was {DEADLINE_STATUS_LABELS[stored].toLowerCase()} when the lead arrived.</p>
      ) : null}
    </div>
  )
}

/** The four sub-scores (0–100 each) as bars with their numbers. */
function SubScores({ scores }: { scores: Qualification['sub_scores'] }) {
  return (
    <ul className="lead-eval__scores">
      {SUB_SCORES.map((key) => {
        const value = scores[key]
        return (
          <li key={key} className="lead-eval__score-row" title={SUB_SCORE_HINTS[key]}>
            <span className="lead-eval__score-name">{SUB_SCORE_LABELS[key]}</span>
            <span className="lead-eval__bar" aria-hidden="true">
              <span style={{ width: `${Math.max(0, Math.min(100, value ?? 0))}%` }} />
            </span>
            <span className="lead-eval__score-value">{value === undefined ? '—' : `${value} / 100`}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** What the visitor told the evaluation, in words. */
function Answers({ q }: { q: Qualification }) {
  const monthOnly = isMonthOnly(q.accident_date)
  return (
    <dl className="lead-fields">
      <Row term="Accident date">
        {formatCalendarDate(q.accident_date)}
        {monthOnly ? <span className="lead-eval__aside"> (month and year only: the deadline counts from the 1st)</span> : null}
      </Row>
      <Row term="Injured">{yesNo(q.injured)}</Row>
      {q.injured ? (
        <>
          <Row term="Treatment so far">{q.treatment ? TREATMENT_LABELS[q.treatment] : 'Not given'}</Row>
          {q.treatment && q.treatment !== 'none' ? <Row term="Still treating">{yesNo(q.still_treating)}</Row> : null}
        </>
      ) : null}
      <Row term="At fault">{q.fault ? FAULT_LABELS[q.fault] : 'Not given'}</Row>
      <Row term="Police report">{q.police_report ? POLICE_REPORT_LABELS[q.police_report] : 'Not given'}</Row>
      <Row term="Vehicles involved">
        {q.vehicles.length === 0 ? (
          'None of those asked about (commercial, rideshare, government, uninsured)'
        ) : (
          <ul className="lead-eval__list">
            {q.vehicles.map((v) => (
              <li key={v}>{VEHICLE_LABELS[v] ?? v}</li>
            ))}
          </ul>
        )}
      </Row>
      <Row term="Already has a lawyer">No</Row>
      <Row term="Already settled">No</Row>
    </dl>
  )
}

/**
 * A case-evaluation lead's answers, filing deadline and tier with what made
 * it (issue 23). An erased lead keeps its tier, score and the deadline's
 * status; its answers, the date and the reasons went with the personal data.
 */
export function CaseEvaluation({ lead, qualification: q }: { lead: Pick<Lead, 'erased_at'>; qualification: Qualification }) {
  const wasErased = Boolean(lead.erased_at)
  const hasReasons = q.tier_reasons.length > 0
  return (
    <div className="lead-eval">
      <TierSummary q={q} />

      <h3 className="lead-eval__heading">Filing deadline</h3>
      <Deadline q={q} wasErased={wasErased} />
      {q.government_notice ? (
        <p className="lead-eval__notice" role="note">
          <strong>Government notice:</strong> a government vehicle was involved and the state requires notice of a claim against a public
          body, often within months, well before the general deadline.
        </p>
      ) : null}

      <h3 className="lead-eval__heading">What made the tier</h3>
      {wasErased && !hasReasons ? (
        <p>{erased} with the personal data: the sub-scores and reasons are gone, the tier and score stay.</p>
      ) : (
        <div className="lead-eval__why">
          <SubScores scores={q.sub_scores} />
          {hasReasons ? (
            <ul className="lead-eval__reasons" aria-label="Reasons">
              {q.tier_reasons.map((reason, i) => (
                <li key={`${i}:${reason}`}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      )}

      <h3 className="lead-eval__heading">Answers</h3>
      {wasErased ? (
        <dl className="lead-fields">
          <Row term="Answers">
            {erased} with the personal data: the accident date, injuries, treatment, fault, police report and vehicles are gone.
          </Row>
        </dl>
      ) : (
        <Answers q={q} />
      )}
    </div>
  )
}

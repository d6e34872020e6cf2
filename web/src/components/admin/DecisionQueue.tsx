import './decision-queue.scss'

/**
 * The tabs of a queue the operator decides (returns, change requests):
 * one button per status, the current one pressed; the page keeps the
 * status in its URL.
 */
export function StatusTabs<S extends string>({
  label,
  statuses,
  labels,
  current,
  onChange,
}: {
  /** What the group is, for assistive technology: "Returns by status". */
  label: string
  statuses: ReadonlyArray<S>
  labels: Record<S, string>
  current: S
  onChange: (status: S) => void
}) {
  return (
    <div role="group" aria-label={label} className="decision-tabs">
      {statuses.map((s) => (
        <button
          key={s}
          type="button"
          className={`btn btn-sm ${s === current ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={s === current}
          onClick={() => onChange(s)}
        >
          {labels[s]}
        </button>
      ))}
    </div>
  )
}

/** A pending row's two decisions; each button names what it decides for assistive technology. */
export function DecisionButtons({
  approveLabel,
  refuse,
  onApprove,
  onRefuse,
}: {
  /** "Approve the return of lead ABCD…": the approve button's accessible name. */
  approveLabel: string
  /** The refusal's visible word and accessible name: { text: 'Deny', label: 'Deny the return of lead ABCD…' }. */
  refuse: { text: string; label: string }
  onApprove: () => void
  onRefuse: () => void
}) {
  return (
    <div className="decision-actions">
      <button type="button" className="btn btn-sm btn-success" onClick={onApprove} aria-label={approveLabel}>
        Approve
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRefuse} aria-label={refuse.label}>
        {refuse.text}
      </button>
    </div>
  )
}

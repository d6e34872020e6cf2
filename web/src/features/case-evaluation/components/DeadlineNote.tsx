import { Icon } from '@/components/Icon'
import type { Deadline } from '../api/check-step'

/**
 * The state's general filing deadline, in the server's neutral words
 * (decision 056), and the warning about a claim against a public body
 * when a government vehicle was involved. It states the general rule,
 * never whether the visitor has a case.
 */
export function DeadlineNote({ deadline }: { deadline: Deadline }) {
  return (
    <div className="evaluation-notes">
      <div className={`evaluation-note evaluation-note--${deadline.deadline_status}`}>
        <Icon name="clock" size={20} className="evaluation-note__icon" />
        <p>{deadline.note}</p>
      </div>
      {deadline.government_notice ? (
        <div className="evaluation-note evaluation-note--warning">
          <Icon name="shield" size={20} className="evaluation-note__icon" />
          <p>{deadline.government_notice}</p>
        </div>
      ) : null}
    </div>
  )
}

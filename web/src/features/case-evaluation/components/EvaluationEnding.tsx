import { Link } from '@/i18n/Link'
import { Icon } from '@/components/Icon'
import { paths } from '@/config/paths'
import type { Ending } from '../api/check-step'

/** The ending's heading, by its reason. */
export function endingTitle(ending: Ending): string {
  return ending.reason === 'represented' ? 'You already have a lawyer for this' : 'This has already been settled'
}

/**
 * The end of an evaluation that cannot become a request (issue 23, item
 * 3): why, in plain words, and the state bar's lawyer-referral service
 * when a cited source gives it (a neutral sentence otherwise, never a
 * guessed link). Nothing the visitor entered was kept or sent.
 */
export function EvaluationEnding({ ending, onBack }: { ending: Ending; onBack: () => void }) {
  const state = ending.state_name || 'your state'
  const hasReferral = ending.bar_referral_url !== '' || ending.bar_referral_phone !== ''
  return (
    <div className="evaluation-ending">
      <p>
        {ending.reason === 'represented'
          ? 'A lawyer already represents you for this accident, so we do not pass your request on to another attorney. Your lawyer is the right person to ask about it.'
          : 'Your claim for this accident has already been settled, so we do not pass it on to an attorney.'}{' '}
        Nothing you entered here has been saved or sent to anyone.
      </p>
      {hasReferral ? (
        <div className="evaluation-referral">
          <h3 className="evaluation-referral__title">Questions about your situation?</h3>
          <p>The lawyer referral service of the {state} state bar can put you in touch with a lawyer:</p>
          <ul className="evaluation-referral__list">
            {ending.bar_referral_url ? (
              <li>
                <a href={ending.bar_referral_url} target="_blank" rel="noopener noreferrer">
                  Lawyer referral service <Icon name="externalLink" size={14} />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
            {ending.bar_referral_phone ? (
              <li>
                <Icon name="phone" size={16} />{' '}
                <a href={`tel:${ending.bar_referral_phone.replace(/[^\d+]/g, '')}`}>{ending.bar_referral_phone}</a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : (
        <p>
          If you have questions about your situation, the bar association of {state} can tell you how to find a lawyer referral service.
        </p>
      )}
      <div className="evaluation-actions evaluation-actions--stacked">
        <button type="button" className="btn btn-outline-primary btn-lg" onClick={onBack}>
          <Icon name="chevronLeft" size={18} /> Change my answers
        </button>
        <Link to={paths.home} className="btn btn-accent btn-lg">
          Go to the home page
        </Link>
      </div>
    </div>
  )
}

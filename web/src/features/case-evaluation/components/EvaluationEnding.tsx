import { useTranslator } from '@/i18n/I18nProvider'
import { Link } from '@/i18n/Link'
import { Icon } from '@/components/Icon'
import { paths } from '@/config/paths'
import type { Ending } from '../api/check-step'

/** The catalogue key of the ending's heading, by its reason. */
export function endingTitle(ending: Ending): string {
  return ending.reason === 'represented' ? 'evaluation.ending.represented.title' : 'evaluation.ending.settled.title'
}

/**
 * The end of an evaluation that cannot become a request (issue 23, item
 * 3): why, in plain words, and the state bar's lawyer-referral service
 * when a cited source gives it (a neutral sentence otherwise, never a
 * guessed link). Nothing the visitor entered was kept or sent.
 */
export function EvaluationEnding({ ending, stateCode = '', onBack }: { ending: Ending; stateCode?: string; onBack: () => void }) {
  const { t } = useTranslator()
  // The state by the code the visitor chose, in the page's language (the server names it in English).
  const name = ending.state_name ? t('forms.state.name', { code: stateCode, name: ending.state_name }) : t('evaluation.ending.yourState')
  const hasReferral = ending.bar_referral_url !== '' || ending.bar_referral_phone !== ''
  return (
    <div className="evaluation-ending">
      <p>
        {ending.reason === 'represented' ? t('evaluation.ending.represented.text') : t('evaluation.ending.settled.text')}{' '}
        {t('evaluation.ending.nothingKept')}
      </p>
      {hasReferral ? (
        <div className="evaluation-referral">
          <h3 className="evaluation-referral__title">{t('evaluation.ending.questions')}</h3>
          <p>{t('evaluation.ending.referral', { state: name })}</p>
          <ul className="evaluation-referral__list">
            {ending.bar_referral_url ? (
              <li>
                <a href={ending.bar_referral_url} target="_blank" rel="noopener noreferrer">
                  {t('evaluation.ending.referralLink')} <Icon name="externalLink" size={14} />
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
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
        <p>{t('evaluation.ending.noReferral', { state: name })}</p>
      )}
      <div className="evaluation-actions evaluation-actions--stacked">
        <button type="button" className="btn btn-outline-primary btn-lg" onClick={onBack}>
          <Icon name="chevronLeft" size={18} /> {t('evaluation.ending.change')}
        </button>
        <Link to={paths.home} className="btn btn-accent btn-lg">
          {t('evaluation.ending.home')}
        </Link>
      </div>
    </div>
  )
}

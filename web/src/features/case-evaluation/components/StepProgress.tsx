import { useTranslator } from '@/i18n/I18nProvider'
import { STEP_COUNT, type Step } from '../answers'

/** "Step 2 of 6 · When and where", and a bar that fills as the steps go by (decorative: the words say it). */
export function StepProgress({ step }: { step: Step }) {
  const { t } = useTranslator()
  return (
    <div className="evaluation-progress">
      <p className="evaluation-progress__text">
        <span className="evaluation-progress__count">{t('evaluation.progress', { step, count: STEP_COUNT })}</span>
        <span aria-hidden="true"> · </span>
        <span className="evaluation-progress__name">{t(`evaluation.step${step}.name`)}</span>
      </p>
      <div className="evaluation-progress__bar" aria-hidden="true">
        <span className={`evaluation-progress__fill evaluation-progress__fill--${step}`} />
      </div>
    </div>
  )
}

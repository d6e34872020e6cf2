import { STEP_COUNT, STEP_NAMES, type Step } from '../answers'

/** "Step 2 of 6 · When and where", and a bar that fills as the steps go by (decorative: the words say it). */
export function StepProgress({ step }: { step: Step }) {
  return (
    <div className="evaluation-progress">
      <p className="evaluation-progress__text">
        <span className="evaluation-progress__count">
          Step {step} of {STEP_COUNT}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="evaluation-progress__name">{STEP_NAMES[step]}</span>
      </p>
      <div className="evaluation-progress__bar" aria-hidden="true">
        <span className={`evaluation-progress__fill evaluation-progress__fill--${step}`} />
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>

/** The items of each card, by key (content.json: guide.{card}.{item}). */
const timeLimits = ['minors', 'government', 'lost']
const attorney = ['licensed', 'experience', 'fees', 'contact']
const rules = ['caps', 'fault', 'insurers']
const claimTypes = ['car', 'motorcycle', 'truck', 'pedestrian', 'workplace', 'slip', 'product']

/** The static educational content of the service detail page (SPEC §2). */
export function ClaimGuide() {
  const { t, rich } = useTranslator()
  return (
    <section className="claim-guide" aria-labelledby="claim-guide-title">
      <h2 id="claim-guide-title">{t('guide.title')}</h2>
      <div className="row g-4">
        <div className="col-md-6">
          <article className="guide-card h-100">
            <h3>{t('guide.time.title')}</h3>
            <p>{rich('guide.time.text', { strong })}</p>
            <ul>
              {timeLimits.map((item) => (
                <li key={item}>{rich(`guide.time.${item}`, { strong })}</li>
              ))}
            </ul>
          </article>
        </div>
        <div className="col-md-6">
          <article className="guide-card h-100">
            <h3>{t('guide.damages.title')}</h3>
            <p>{t('guide.damages.text')}</p>
            <ul>
              <li>{rich('guide.damages.economic', { strong })}</li>
              <li>{rich('guide.damages.nonEconomic', { strong })}</li>
            </ul>
          </article>
        </div>
        <div className="col-md-6">
          <article className="guide-card h-100">
            <h3>{t('guide.attorney.title')}</h3>
            <ul>
              {attorney.map((item) => (
                <li key={item}>{t(`guide.attorney.${item}`)}</li>
              ))}
            </ul>
          </article>
        </div>
        <div className="col-md-6">
          <article className="guide-card h-100">
            <h3>{t('guide.rules.title')}</h3>
            <ul>
              {rules.map((item) => (
                <li key={item}>{rich(`guide.rules.${item}`, { strong })}</li>
              ))}
            </ul>
          </article>
        </div>
      </div>
      <h3 className="mt-4">{t('guide.types.title')}</h3>
      <ul className="claim-types">
        {claimTypes.map((item) => (
          <li key={item}>{t(`guide.types.${item}`)}</li>
        ))}
      </ul>
      <p className="small text-body-secondary mt-3">{t('guide.note')}</p>
    </section>
  )
}

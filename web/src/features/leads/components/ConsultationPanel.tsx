import type { ReactNode } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'
import { ConsultationForm } from './ConsultationForm'

/** The consultation form in its card, with the 'Get a Free Consultation' heading. */
export function ConsultationPanel({
  title: givenTitle,
  intro: givenIntro,
  id,
  children,
}: {
  title?: string
  intro?: string
  /** Anchor for links such as /contact-us#consultation. */
  id?: string
  children?: ReactNode
}) {
  const { t } = useTranslator()
  const title = givenTitle ?? t('forms.consultation.title')
  const intro = givenIntro ?? t('forms.consultation.intro')
  return (
    <section className="form-card" id={id} aria-label={title}>
      <h2 className="form-card__title">{title}</h2>
      <p className="form-card__intro">{intro}</p>
      {children}
      <ConsultationForm />
    </section>
  )
}

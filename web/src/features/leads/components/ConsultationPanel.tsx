import type { ReactNode } from 'react'
import { ConsultationForm } from './ConsultationForm'

/** The consultation form in its card, with the 'Get a Free Consultation' heading. */
export function ConsultationPanel({
  title = 'Get a Free Consultation',
  intro = 'Tell us how to reach you. The consultation is free and we reply within 24 hours.',
  id,
  children,
}: {
  title?: string
  intro?: string
  /** Anchor for links such as /contact-us#consultation. */
  id?: string
  children?: ReactNode
}) {
  return (
    <section className="form-card" id={id} aria-label={title}>
      <h2 className="form-card__title">{title}</h2>
      <p className="form-card__intro">{intro}</p>
      {children}
      <ConsultationForm />
    </section>
  )
}

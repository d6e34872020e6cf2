import { useVariant } from '@/lib/experiments'
import { useSite } from '@/lib/site'
import { ContactButton } from './ContactButton'
import { PhoneLink } from './PhoneLink'

/** A full-width call to action: the consultation button (its label a setting) and the phone number. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  const site = useSite()
  const label = useVariant('cta_label') ?? site.cta_label
  return (
    <section className="cta-band">
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__title">{title}</h2>
          <p className="cta-band__text">{text}</p>
        </div>
        <div className="cta-band__actions">
          <ContactButton className="btn btn-accent btn-lg">{label}</ContactButton>
          <PhoneLink className="btn btn-outline-light btn-lg" />
        </div>
      </div>
    </section>
  )
}

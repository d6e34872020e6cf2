import { Link } from '@/i18n/Link'
import { ContactButton } from '@/components/ContactButton'
import { Icon } from '@/components/Icon'
import { paths } from '@/config/paths'
import type { Service } from '../types'
import { ServiceImage } from './ServiceImage'

/** The first paragraph of a plain-text description, shortened for a card. */
export function summarize(description: string, max = 140): string {
  const first = description.split(/\n\s*\n/)[0]?.trim() ?? ''
  return first.length > max ? `${first.slice(0, max).trimEnd()}…` : first
}

/** A service tile of the list pages; the detail opens in a new tab (SPEC §2). */
export function ServiceTile({ service, newTab = true }: { service: Service; newTab?: boolean }) {
  return (
    <article className="service-tile">
      <Link
        to={paths.serviceDetail(service.id)}
        className="service-tile__link"
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener' : undefined}
      >
        <ServiceImage path={service.path} image={service.image} className="service-tile__image" />
        <h3 className="service-tile__title">
          {service.title}
          {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
        </h3>
        <span className="service-tile__more">
          Learn more <Icon name="arrowRight" size={16} />
        </span>
      </Link>
    </article>
  )
}

/** A card of the 'Other Services' grid on the service detail page. */
export function ServiceOfferCard({ service }: { service: Service }) {
  return (
    <article className="service-offer card h-100">
      <ServiceImage
        path={service.path}
        image={service.image}
        className="card-img-top"
        sizes="(min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
      />
      <div className="card-body d-flex flex-column">
        <h3 className="h5">
          <Link to={paths.serviceDetail(service.id)}>{service.title}</Link>
        </h3>
        <p className="text-body-secondary">{summarize(service.description)}</p>
        <p className="service-offer__includes">
          <strong>Service include:</strong> 24/7 full service, 30 day guarantee
        </p>
        <ContactButton className="btn btn-outline-primary mt-auto align-self-start">Contact Us</ContactButton>
      </div>
    </article>
  )
}

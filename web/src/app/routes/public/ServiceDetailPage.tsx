import { useParams } from 'react-router'
import { Link } from '@/i18n/Link'
import { Accordion } from '@/components/Accordion'
import { ContactButton } from '@/components/ContactButton'
import { CtaBand } from '@/components/CtaBand'
import { Icon } from '@/components/Icon'
import { Pagination } from '@/components/Pagination'
import { QueryStatus } from '@/components/QueryStatus'
import { ApiError } from '@/lib/api-client'
import { ConsultationPanel } from '@/features/leads/components/ConsultationPanel'
import { useCardServices } from '@/features/services/api/get-card-services'
import { useService } from '@/features/services/api/get-service'
import { ClaimGuide } from '@/features/services/components/ClaimGuide'
import { ServiceOfferCard } from '@/features/services/components/ServiceCard'
import { ServiceImage } from '@/features/services/components/ServiceImage'
import { serviceDetailFaqs } from '@/features/services/content'
import { breadcrumbData, serviceData, useHead } from '@/lib/head'
import { useSite } from '@/lib/site'
import { paths, storageUrl } from '@/config/paths'
import { useErrorToast } from '@/lib/use-error-toast'
import { usePageParam } from '@/lib/use-page-param'
import NotFoundPage from './NotFoundPage'

/** SPEC §2: the head falls back to these when the service has no SEO fields. */
export const SERVICE_HEAD_FALLBACK = {
  title: 'Service Details',
  description: 'Discover our services in detail.',
  keywords: 'services, details, information',
}

const includes = ['Free Consultation', 'Expert Team', '24/7 support']

export default function ServiceDetailPage() {
  const { id = '' } = useParams()
  const service = useService(id)
  const [page, setPage] = usePageParam('other-services')
  const others = useCardServices(page)
  const data = service.data
  const site = useSite()

  useHead({
    title: data?.seo_title || data?.title || SERVICE_HEAD_FALLBACK.title,
    description: data?.seo_description || SERVICE_HEAD_FALLBACK.description,
    keywords: data?.seo_keywords || SERVICE_HEAD_FALLBACK.keywords,
    image: data?.path ? storageUrl(data.path) : undefined,
    structuredData: data
      ? [
          breadcrumbData(site, [
            { name: 'Home', path: paths.home },
            { name: 'Services', path: paths.services },
            { name: data.title, path: paths.serviceDetail(data.id) },
          ]),
          serviceData(site, data, paths.serviceDetail(data.id)),
        ]
      : undefined,
  })
  useErrorToast(service.error, 'Failed to load service details', `service-${id}`)
  useErrorToast(others.error, 'Failed to load services', 'card-services-load')

  if (service.error instanceof ApiError && service.error.status === 404) return <NotFoundPage />

  const paragraphs = data?.description.split(/\n\s*\n/).filter((p) => p.trim() !== '') ?? []

  return (
    <>
      <section className="service-hero">
        <div className="container">
          <QueryStatus isPending={service.isPending} isError={service.isError} errorText="Failed to load service details" />
          {data ? (
            <div className="row g-4 align-items-center">
              <div className="col-lg-7">
                <p className="hero__eyebrow">Our services</p>
                <h1 className="service-hero__title">{data.title}</h1>
                {paragraphs.map((paragraph, index) => (
                  <p key={index} className="service-hero__text">
                    {paragraph}
                  </p>
                ))}
                <h2 className="service-hero__includes-title">Service include</h2>
                <ul className="service-hero__includes">
                  {includes.map((item) => (
                    <li key={item}>
                      <Icon name="check" size={18} /> {item}
                    </li>
                  ))}
                </ul>
                <div className="hero__actions">
                  <ContactButton className="btn btn-accent btn-lg">Contact Us</ContactButton>
                  <Link to={paths.caseEvaluation({ service: data.id })} className="btn btn-outline-light btn-lg">
                    Start a free case evaluation
                  </Link>
                </div>
              </div>
              <div className="col-lg-5">
                <ServiceImage
                  path={data.path}
                  image={data.image}
                  alt={data.title}
                  className="service-hero__image"
                  sizes="(min-width: 992px) 42vw, 100vw"
                  eager
                />
              </div>
            </div>
          ) : null}
        </div>
      </section>

      <CtaBand
        title="Your insurance claim is now achievable"
        text="Insurers have lawyers on their side. With a free consultation, you can too."
      />

      <div className="section">
        <div className="container">
          <ClaimGuide />
        </div>
      </div>

      <section className="section section--tint" aria-labelledby="service-faq">
        <div className="container narrow">
          <div className="section-head">
            <h2 id="service-faq">Frequently asked questions</h2>
          </div>
          <Accordion items={serviceDetailFaqs.map((item) => ({ ...item, answer: <p>{item.answer}</p> }))} />
        </div>
      </section>

      <section className="section" aria-labelledby="other-services">
        <div className="container">
          <div className="section-head">
            <h2 id="other-services">Other Services</h2>
          </div>
          <div className="row g-4">
            {(others.data?.data ?? [])
              .filter((other) => String(other.id) !== id)
              .map((other) => (
                <div key={other.id} className="col-sm-6 col-md-4">
                  <ServiceOfferCard service={other} />
                </div>
              ))}
          </div>
          {others.data ? <Pagination meta={others.data} label="Other services pages" onPageChange={setPage} /> : null}
        </div>
      </section>

      <section className="section section--tint">
        <div className="container narrow">
          <ConsultationPanel id="consultation" />
        </div>
      </section>
    </>
  )
}

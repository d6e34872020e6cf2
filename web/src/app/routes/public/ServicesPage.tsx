import { Accordion } from '@/components/Accordion'
import { AnimatedCounter } from '@/components/AnimatedCounter'
import { PageBanner } from '@/components/PageBanner'
import { Pagination } from '@/components/Pagination'
import { PhoneLink } from '@/components/PhoneLink'
import { QueryStatus } from '@/components/QueryStatus'
import { ConsultationPanel } from '@/features/leads/components/ConsultationPanel'
import { useCardServices } from '@/features/services/api/get-card-services'
import { ServiceTile } from '@/features/services/components/ServiceCard'
import { servicesPageFaqs } from '@/features/services/content'
import { useHead } from '@/lib/head'
import { useErrorToast } from '@/lib/use-error-toast'
import { usePageParam } from '@/lib/use-page-param'

/** SPEC §9: the Services page counters (14+ years, 24 H) run over 2000 ms. */
const SERVICES_COUNTER_MS = 2000

export default function ServicesPage() {
  useHead({
    title: 'Our Services',
    description:
      'Car, truck, motorcycle, pedestrian, workplace, slip and fall and product-liability claims: see how a personal-injury attorney can help, with a free consultation.',
  })
  const [page, setPage] = usePageParam('services-grid')
  const services = useCardServices(page)
  useErrorToast(services.error, 'Failed to load services', 'card-services-load')

  return (
    <>
      <PageBanner title="Our Services" subtitle="Whatever the accident, an experienced attorney can review your claim for free." />
      <section className="section">
        <div className="container">
          <div className="row g-4 align-items-start">
            <div className="col-lg-6">
              <h2>Legal help for every kind of accident</h2>
              <p>
                After an accident you may be owed money for medical bills, lost wages, pain and suffering. The attorneys we work with handle
                these claims every day and know what insurers try to avoid paying.
              </p>
              <div className="counter-grid counter-grid--two">
                <AnimatedCounter target={14} suffix="+" label="Years of experience" duration={SERVICES_COUNTER_MS} />
                <AnimatedCounter target={24} suffix=" H" label="Emergency service" duration={SERVICES_COUNTER_MS} />
              </div>
              <p className="call-line">
                Prefer to talk? Call us any time: <PhoneLink className="call-line__link" />
              </p>
            </div>
            <div className="col-lg-6">
              <ConsultationPanel id="consultation" />
            </div>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="services-grid">
        <div className="container">
          <div className="section-head">
            <h2 id="services-grid">Choose your case type</h2>
          </div>
          <QueryStatus isPending={services.isPending} isError={services.isError} />
          <div className="row g-4">
            {(services.data?.data ?? []).map((service) => (
              <div key={service.id} className="col-sm-6 col-md-3">
                <ServiceTile service={service} />
              </div>
            ))}
          </div>
          {services.data ? <Pagination meta={services.data} label="Services pages" onPageChange={setPage} /> : null}
        </div>
      </section>

      <section className="section" aria-labelledby="services-faq">
        <div className="container narrow">
          <div className="section-head">
            <h2 id="services-faq">Questions about our services</h2>
          </div>
          <Accordion items={servicesPageFaqs.map((item) => ({ ...item, answer: <p>{item.answer}</p> }))} />
        </div>
      </section>
    </>
  )
}

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
import { useTranslator } from '@/i18n/I18nProvider'

/** SPEC §9: the Services page counters (14+ years, 24 H) run over 2000 ms. */
const SERVICES_COUNTER_MS = 2000

export default function ServicesPage() {
  const { t } = useTranslator()
  useHead({ title: t('services.title'), description: t('services.head.description') })
  const [page, setPage] = usePageParam('services-grid')
  const services = useCardServices(page)
  useErrorToast(services.error, t('header.servicesFailed'), 'card-services-load')

  return (
    <>
      <PageBanner title={t('services.title')} subtitle={t('services.subtitle')} />
      <section className="section">
        <div className="container">
          <div className="row g-4 align-items-start">
            <div className="col-lg-6">
              <h2>{t('services.intro.title')}</h2>
              <p>{t('services.intro.text')}</p>
              <div className="counter-grid counter-grid--two">
                <AnimatedCounter target={14} suffix="+" label={t('services.counter.years')} duration={SERVICES_COUNTER_MS} />
                <AnimatedCounter target={24} suffix=" H" label={t('services.counter.emergency')} duration={SERVICES_COUNTER_MS} />
              </div>
              <p className="call-line">
                {t('services.callLine')} <PhoneLink className="call-line__link" />
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
            <h2 id="services-grid">{t('services.grid.title')}</h2>
          </div>
          <QueryStatus isPending={services.isPending} isError={services.isError} />
          <div className="row g-4">
            {(services.data?.data ?? []).map((service) => (
              <div key={service.id} className="col-sm-6 col-md-3">
                <ServiceTile service={service} />
              </div>
            ))}
          </div>
          {services.data ? <Pagination meta={services.data} label={t('services.grid.pages')} onPageChange={setPage} /> : null}
        </div>
      </section>

      <section className="section" aria-labelledby="services-faq">
        <div className="container narrow">
          <div className="section-head">
            <h2 id="services-faq">{t('services.faq.title')}</h2>
          </div>
          <Accordion items={servicesPageFaqs(t)} />
        </div>
      </section>
    </>
  )
}

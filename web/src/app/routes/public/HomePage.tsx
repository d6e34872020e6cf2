import { Link } from '@/i18n/Link'
import heroIllustration from '@/assets/hero-illustration.svg'
import { Accordion } from '@/components/Accordion'
import { ContactButton } from '@/components/ContactButton'
import { CtaBand } from '@/components/CtaBand'
import { Icon, type IconName } from '@/components/Icon'
import { PhoneLink } from '@/components/PhoneLink'
import { paths } from '@/config/paths'
import { useQuestions } from '@/features/faqs/api/get-questions'
import { ConsultationPanel } from '@/features/leads/components/ConsultationPanel'
import { useAllServices } from '@/features/services/api/get-all-services'
import { ServiceTile } from '@/features/services/components/ServiceCard'
import { useStates } from '@/features/state-laws/api/get-states'
import { useVariant } from '@/lib/experiments'
import { useHead } from '@/lib/head'
import { useSite, withBrand } from '@/lib/site'
import { useTranslator } from '@/i18n/I18nProvider'

const steps: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: 'fileText', key: 'home.step1' },
  { icon: 'mapPin', key: 'home.step2' },
  { icon: 'scale', key: 'home.step3' },
]

const trustPoints: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: 'check', key: 'home.trust.consultation' },
  { icon: 'clock', key: 'home.trust.support' },
  { icon: 'mail', key: 'home.trust.reply' },
  { icon: 'shield', key: 'home.trust.data' },
]

export default function HomePage() {
  const { t } = useTranslator()
  const site = useSite()
  useHead({ title: site.brand, description: t('home.head.description') })
  const services = useAllServices()
  const states = useStates()
  const questions = useQuestions(1)
  // An experiment's variant, where the visitor is in one; else the settings.
  const headline = useVariant('hero_headline') ?? site.hero.headline
  const subline = useVariant('hero_subline') ?? site.hero.subline
  const ctaLabel = useVariant('cta_label') ?? site.cta_label

  return (
    <>
      <section className="hero">
        <div className="container">
          <div className="row g-4 align-items-center">
            <div className="col-lg-6">
              <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
              <h1 className="hero__title">{headline}</h1>
              <p className="hero__lead">{withBrand(subline, site.brand)}</p>
              <div className="hero__actions">
                <ContactButton className="btn btn-accent btn-lg">{ctaLabel}</ContactButton>
                <PhoneLink className="btn btn-outline-light btn-lg" />
              </div>
              <p className="hero__evaluation">
                <Link to={paths.caseEvaluation()} className="hero__evaluation-link">
                  {t('home.hero.evaluation')} <Icon name="arrowRight" size={18} />
                </Link>{' '}
                <span>{t('home.hero.evaluationNote')}</span>
              </p>
              <img className="hero__art d-none d-lg-block" src={heroIllustration} alt="" width={560} height={420} decoding="async" />
            </div>
            <div className="col-lg-6">
              <ConsultationPanel id="consultation" />
            </div>
          </div>
        </div>
      </section>

      <section className="section trust-strip" aria-label={t('home.trust.label')}>
        <div className="container">
          <ul className="row g-3 list-unstyled mb-0">
            {trustPoints.map((point) => (
              <li key={point.key} className="col-6 col-lg-3">
                <div className="trust-point">
                  <Icon name={point.icon} size={28} className="trust-point__icon" />
                  <h2 className="trust-point__title">{t(`${point.key}.title`)}</h2>
                  <p className="trust-point__text">{t(`${point.key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="home-services">
        <div className="container">
          <div className="section-head">
            <h2 id="home-services">{t('home.services.title')}</h2>
            <p>{t('home.services.text')}</p>
          </div>
          <div className="row g-4">
            {(services.data ?? []).slice(0, 8).map((service) => (
              <div key={service.id} className="col-sm-6 col-lg-3">
                <ServiceTile service={service} newTab={false} />
              </div>
            ))}
          </div>
          <p className="text-center mt-4">
            <Link to={paths.services} className="btn btn-outline-primary">
              {t('home.services.all')}
            </Link>
          </p>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="home-how">
        <div className="container">
          <div className="section-head">
            <h2 id="home-how">{t('home.how.title')}</h2>
            <p>{t('home.how.text')}</p>
          </div>
          <ol className="steps row g-4 list-unstyled">
            {steps.map((step, index) => (
              <li key={step.key} className="col-md-4">
                <div className="step">
                  <span className="step__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <Icon name={step.icon} size={32} className="step__icon" />
                  <h3>{t(`${step.key}.title`)}</h3>
                  <p>{t(`${step.key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="home-states">
        <div className="container">
          <div className="section-head">
            <h2 id="home-states">{t('home.states.title')}</h2>
            <p>{t('home.states.text')}</p>
          </div>
          <ul className="state-chips">
            {(states.data ?? []).map((state) => (
              <li key={state.id}>
                <Link to={paths.stateLawDetail(state.id)} className="state-chip">
                  <span className="state-chip__code">{state.code}</span> {state.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="home-faq">
        <div className="container narrow">
          <div className="section-head">
            <h2 id="home-faq">{t('common.faqTitle')}</h2>
          </div>
          <Accordion
            items={(questions.data?.data ?? []).slice(0, 4).map((question) => ({
              question: question.faq_question,
              answer: <p>{question.answer}</p>,
            }))}
          />
          <p className="text-center mt-4">
            <Link to={paths.faqs} className="btn btn-outline-primary">
              {t('home.faq.all')}
            </Link>
          </p>
        </div>
      </section>

      <CtaBand title={t('home.cta.title')} text={t('home.cta.text')} />
    </>
  )
}

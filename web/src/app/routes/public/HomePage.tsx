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

const steps: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'fileText',
    title: 'Tell us what happened',
    text: 'Fill in the short form or call us. It takes about a minute and costs nothing.',
  },
  {
    icon: 'mapPin',
    title: 'We connect you with a local attorney',
    text: 'A participating personal-injury attorney licensed in your state reviews your situation.',
  },
  {
    icon: 'scale',
    title: 'Your attorney pursues your claim',
    text: 'They explain your options, deal with the insurers and work for the compensation you are owed.',
  },
]

const trustPoints: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  { icon: 'check', title: 'Free consultation', text: 'No cost and no obligation to find out where you stand.' },
  { icon: 'clock', title: '24/7 support', text: 'Accidents do not keep office hours, so neither do we.' },
  { icon: 'mail', title: 'Reply within 24 hours', text: 'Usually much sooner, by phone or e-mail as you prefer.' },
  { icon: 'shield', title: 'Your data protected', text: 'Shared only with an attorney in your state, with your consent.' },
]

export default function HomePage() {
  const site = useSite()
  useHead({
    title: site.brand,
    description:
      'Hurt in a car, truck or other accident? Get a free consultation with an experienced personal-injury attorney in your state. Available 24/7.',
  })
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
              <p className="hero__eyebrow">Free consultation · 24/7 support</p>
              <h1 className="hero__title">{headline}</h1>
              <p className="hero__lead">{withBrand(subline, site.brand)}</p>
              <div className="hero__actions">
                <ContactButton className="btn btn-accent btn-lg">{ctaLabel}</ContactButton>
                <PhoneLink className="btn btn-outline-light btn-lg" />
              </div>
              <p className="hero__evaluation">
                <Link to={paths.caseEvaluation()} className="hero__evaluation-link">
                  Start a free case evaluation <Icon name="arrowRight" size={18} />
                </Link>{' '}
                <span>Six short questions about your accident, about two minutes.</span>
              </p>
              <img className="hero__art d-none d-lg-block" src={heroIllustration} alt="" width={560} height={420} decoding="async" />
            </div>
            <div className="col-lg-6">
              <ConsultationPanel id="consultation" />
            </div>
          </div>
        </div>
      </section>

      <section className="section trust-strip" aria-label="Why people trust us">
        <div className="container">
          <ul className="row g-3 list-unstyled mb-0">
            {trustPoints.map((point) => (
              <li key={point.title} className="col-6 col-lg-3">
                <div className="trust-point">
                  <Icon name={point.icon} size={28} className="trust-point__icon" />
                  <h2 className="trust-point__title">{point.title}</h2>
                  <p className="trust-point__text">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="home-services">
        <div className="container">
          <div className="section-head">
            <h2 id="home-services">Accidents we help with</h2>
            <p>Whatever the accident, an attorney who handles cases like yours can review it for free.</p>
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
              See all services
            </Link>
          </p>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="home-how">
        <div className="container">
          <div className="section-head">
            <h2 id="home-how">How it works</h2>
            <p>Three steps, and the first one takes a minute.</p>
          </div>
          <ol className="steps row g-4 list-unstyled">
            {steps.map((step, index) => (
              <li key={step.title} className="col-md-4">
                <div className="step">
                  <span className="step__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <Icon name={step.icon} size={32} className="step__icon" />
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="home-states">
        <div className="container">
          <div className="section-head">
            <h2 id="home-states">Personal-injury law in your state</h2>
            <p>
              Deadlines and fault rules differ from state to state. Pick yours to see its statute of limitations and how shared fault
              affects compensation.
            </p>
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
            <h2 id="home-faq">Frequently asked questions</h2>
          </div>
          <Accordion
            items={(questions.data?.data ?? []).slice(0, 4).map((question) => ({
              question: question.faq_question,
              answer: <p>{question.answer}</p>,
            }))}
          />
          <p className="text-center mt-4">
            <Link to={paths.faqs} className="btn btn-outline-primary">
              See all questions
            </Link>
          </p>
        </div>
      </section>

      <CtaBand title="Talk to someone today" text="Free, no-obligation consultation. Available 24 hours a day, 7 days a week." />
    </>
  )
}

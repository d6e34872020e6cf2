import consultationArt from '@/assets/about-consultation.svg'
import supportArt from '@/assets/about-support.svg'
import teamArt from '@/assets/about-team.svg'
import { AnimatedCounter } from '@/components/AnimatedCounter'
import { Carousel } from '@/components/Carousel'
import { ContactButton } from '@/components/ContactButton'
import { Icon, type IconName } from '@/components/Icon'
import { PageBanner } from '@/components/PageBanner'
import { ConsultationPanel } from '@/features/leads/components/ConsultationPanel'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'

/** SPEC §9: the About Us counters and their 5000 ms animation. */
const ABOUT_COUNTER_MS = 5000
const counters = [
  { target: 14, suffix: '+', label: 'Years Experience' },
  { target: 249, suffix: '+', label: 'Professional Team' },
  { target: 18457, suffix: '+', label: 'Client Satisfaction' },
  { target: 14677, suffix: '+', label: 'Google Review' },
]

const reasons: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'heart',
    title: 'Empathy',
    text: 'An accident turns life upside down. We listen first, explain every step in plain words and treat you as a person, not a case number.',
  },
  {
    icon: 'scale',
    title: 'Credible Legal Expertise',
    text: 'The attorneys we work with focus on personal-injury law and are licensed in the states where they practise, with years of results behind them.',
  },
  {
    icon: 'award',
    title: 'Guaranteed Compensation',
    text: 'Participating attorneys usually work on contingency: if they do not recover compensation for you, you owe them no fee.',
  },
]

const slides = [
  { src: teamArt, alt: 'Our team of client advisers', width: 600, height: 450, caption: 'People who answer your call' },
  { src: consultationArt, alt: 'A consultation form being completed', width: 600, height: 450, caption: 'A free, one-minute form' },
  { src: supportArt, alt: 'A clock showing round-the-clock support', width: 600, height: 450, caption: 'Support 24 hours a day' },
]

export default function AboutPage() {
  const { brand } = useSite()
  useHead({
    title: 'About Us',
    description: `Who we are: ${brand} connects accident victims with experienced personal-injury attorneys. Free consultation, 24/7 support.`,
  })

  return (
    <>
      <PageBanner title="About Us" subtitle="A free, fast way to get an injury lawyer on your side." />
      <section className="section">
        <div className="container">
          <div className="row g-4 align-items-center">
            <div className="col-lg-7">
              <h2>Helping injured people find the right attorney since 2010</h2>
              <p>
                {brand} was created for one moment: right after an accident, when you are hurt, the bills are arriving and the insurer is
                already calling. Most people have never hired a lawyer and do not know where to start.
              </p>
              <p>
                We are not a law firm. We act as a liaison between claimants and legal professionals: you tell us what happened, and with
                your consent we pass your details to a participating personal-injury attorney licensed in your state, who reviews your claim
                and contacts you. The consultation is free and you are never obliged to go ahead.
              </p>
              <ContactButton className="btn btn-accent btn-lg">Free Consultation</ContactButton>
            </div>
            <div className="col-lg-5">
              <div className="counter-grid">
                {counters.map((counter) => (
                  <AnimatedCounter key={counter.label} {...counter} duration={ABOUT_COUNTER_MS} />
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="why-us">
        <div className="container">
          <div className="section-head">
            <h2 id="why-us">Why choose us</h2>
          </div>
          <div className="row g-4">
            {reasons.map((reason) => (
              <div key={reason.title} className="col-md-4">
                <article className="reason-card h-100">
                  <Icon name={reason.icon} size={32} className="reason-card__icon" />
                  <h3>{reason.title}</h3>
                  <p>{reason.text}</p>
                </article>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="row g-4 align-items-start">
            <div className="col-lg-6 order-lg-2">
              <ConsultationPanel id="consultation" />
            </div>
            <div className="col-lg-6 order-lg-1">
              <Carousel slides={slides} label="About our service" />
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

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
import { useTranslator } from '@/i18n/I18nProvider'

/** SPEC §9: the About Us counters and their 5000 ms animation. */
const ABOUT_COUNTER_MS = 5000
const counters = [
  { target: 14, suffix: '+', label: 'about.counter.years' },
  { target: 249, suffix: '+', label: 'about.counter.team' },
  { target: 18457, suffix: '+', label: 'about.counter.clients' },
  { target: 14677, suffix: '+', label: 'about.counter.reviews' },
]

const reasons: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: 'heart', key: 'about.reason.empathy' },
  { icon: 'scale', key: 'about.reason.expertise' },
  { icon: 'award', key: 'about.reason.compensation' },
]

const slides = [
  { src: teamArt, key: 'about.slide.team' },
  { src: consultationArt, key: 'about.slide.form' },
  { src: supportArt, key: 'about.slide.support' },
]

export default function AboutPage() {
  const { t } = useTranslator()
  const { brand } = useSite()
  useHead({ title: t('nav.about'), description: t('about.head.description', { brand }) })

  return (
    <>
      <PageBanner title={t('nav.about')} subtitle={t('about.subtitle')} />
      <section className="section">
        <div className="container">
          <div className="row g-4 align-items-center">
            <div className="col-lg-7">
              <h2>{t('about.story.title')}</h2>
              <p>{t('about.story.moment', { brand })}</p>
              <p>{t('about.story.liaison')}</p>
              <ContactButton className="btn btn-accent btn-lg" />
            </div>
            <div className="col-lg-5">
              <div className="counter-grid">
                {counters.map((counter) => (
                  <AnimatedCounter key={counter.label} {...counter} label={t(counter.label)} duration={ABOUT_COUNTER_MS} />
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="why-us">
        <div className="container">
          <div className="section-head">
            <h2 id="why-us">{t('about.why.title')}</h2>
          </div>
          <div className="row g-4">
            {reasons.map((reason) => (
              <div key={reason.key} className="col-md-4">
                <article className="reason-card h-100">
                  <Icon name={reason.icon} size={32} className="reason-card__icon" />
                  <h3>{t(`${reason.key}.title`)}</h3>
                  <p>{t(`${reason.key}.text`)}</p>
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
              <Carousel
                slides={slides.map(({ src, key }) => ({
                  src,
                  alt: t(`${key}.alt`),
                  caption: t(`${key}.caption`),
                  width: 600,
                  height: 450,
                }))}
                label={t('about.carousel')}
              />
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

import { Link } from '@/i18n/Link'
import { Icon } from '@/components/Icon'
import { PhoneLink } from '@/components/PhoneLink'
import { paths } from '@/config/paths'
import { useHead } from '@/lib/head'

export default function ThankYouPage() {
  useHead({
    title: 'Thank You',
    description: 'Thank you for your inquiry. Our expert will get in touch with you shortly.',
    noindex: true,
  })
  return (
    <section className="status-page">
      <div className="container narrow text-center">
        <span className="status-page__icon status-page__icon--success">
          <Icon name="check" size={40} />
        </span>
        <h1 className="status-page__title">You're All Set!</h1>
        <p className="status-page__text">Thank you for your inquiry! Our expert will get in touch with you shortly.</p>
        <p className="text-body-secondary">
          Need to talk sooner? Call us any time: <PhoneLink withIcon={false} />
        </p>
        <Link to={paths.home} className="btn btn-accent btn-lg">
          Go Back to Home
        </Link>
      </div>
    </section>
  )
}

import { Link } from '@/i18n/Link'
import { Icon } from '@/components/Icon'
import { PhoneLink } from '@/components/PhoneLink'
import { paths } from '@/config/paths'
import { useHead } from '@/lib/head'
import { useTranslator } from '@/i18n/I18nProvider'

export default function ThankYouPage() {
  const { t } = useTranslator()
  useHead({ title: t('thankYou.head.title'), description: t('thankYou.head.description'), noindex: true })
  return (
    <section className="status-page">
      <div className="container narrow text-center">
        <span className="status-page__icon status-page__icon--success">
          <Icon name="check" size={40} />
        </span>
        <h1 className="status-page__title">{t('thankYou.title')}</h1>
        <p className="status-page__text">{t('thankYou.text')}</p>
        <p className="text-body-secondary">
          {t('thankYou.sooner')} <PhoneLink withIcon={false} />
        </p>
        <Link to={paths.home} className="btn btn-accent btn-lg">
          {t('thankYou.home')}
        </Link>
      </div>
    </section>
  )
}

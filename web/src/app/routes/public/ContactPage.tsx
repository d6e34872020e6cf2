import { useState } from 'react'
import { Icon } from '@/components/Icon'
import { Modal } from '@/components/Modal'
import { PageBanner } from '@/components/PageBanner'
import { ConsultationPanel } from '@/features/leads/components/ConsultationPanel'
import { useTranslator } from '@/i18n/I18nProvider'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'

const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

export default function ContactPage() {
  const site = useSite()
  const { t } = useTranslator()
  const [disclaimerOpen, setDisclaimerOpen] = useState(false)
  useHead({
    title: t('forms.contact.head.title'),
    description: t('forms.contact.head.description', { brand: site.brand }),
  })

  return (
    <>
      <PageBanner title={t('forms.contact.title')} subtitle={t('forms.contact.subtitle')} />
      <section className="section">
        <div className="container">
          <div className="row g-4">
            <div className="col-lg-5">
              <h2>{t('forms.contact.getInTouch')}</h2>
              <p>{t('forms.contact.intro')}</p>
              <ul className="contact-details">
                {site.phone ? (
                  <li>
                    <Icon name="phone" size={22} />
                    <div>
                      <strong>{t('forms.contact.phone')}</strong>
                      <a href={site.phone_href}>{site.phone}</a>
                    </div>
                  </li>
                ) : null}
                {site.email ? (
                  <li>
                    <Icon name="mail" size={22} />
                    <div>
                      <strong>{t('forms.contact.email')}</strong>
                      <a href={`mailto:${site.email}`}>{site.email}</a>
                    </div>
                  </li>
                ) : null}
                <li>
                  <Icon name="clock" size={22} />
                  <div>
                    <strong>{t('forms.contact.support')}</strong>
                    <span>{t('forms.contact.supportHours')}</span>
                  </div>
                </li>
              </ul>
              <table className="table hours-table">
                <caption>{t('forms.contact.hours.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('forms.contact.hours.day')}</th>
                    <th scope="col">{t('forms.contact.hours.hours')}</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day}>
                      <th scope="row">{t('forms.contact.hours.weekday', { day })}</th>
                      <td>{t('forms.contact.hours.open')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <button type="button" className="btn btn-link px-0" onClick={() => setDisclaimerOpen(true)}>
                {t('forms.contact.disclaimer.open')}
              </button>
            </div>
            <div className="col-lg-7">
              <ConsultationPanel id="consultation" />
            </div>
          </div>
        </div>
      </section>
      <Modal open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} title={t('forms.contact.disclaimer.title')}>
        <p>{t('forms.contact.disclaimer.advertisement', { brand: site.brand })}</p>
        <p>{t('forms.contact.disclaimer.noRelationship')}</p>
        <button type="button" className="btn btn-primary" onClick={() => setDisclaimerOpen(false)}>
          {t('forms.contact.disclaimer.close')}
        </button>
      </Modal>
    </>
  )
}

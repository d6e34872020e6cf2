import { useState } from 'react'
import { Icon } from '@/components/Icon'
import { Modal } from '@/components/Modal'
import { PageBanner } from '@/components/PageBanner'
import { ConsultationPanel } from '@/features/leads/components/ConsultationPanel'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

export default function ContactPage() {
  const site = useSite()
  const [disclaimerOpen, setDisclaimerOpen] = useState(false)
  useHead({
    title: 'Contact Us',
    description: `Contact ${site.brand} by phone, e-mail or the form for a free accident-claim consultation. Open 24/7; we reply within 24 hours.`,
  })

  return (
    <>
      <PageBanner title="Contact Us" subtitle="We are here 24/7. Call, write, or leave your details and we will reach you." />
      <section className="section">
        <div className="container">
          <div className="row g-4">
            <div className="col-lg-5">
              <h2>Get in touch</h2>
              <p>
                Tell us about your accident and a member of our team will get back to you within 24 hours, usually much sooner. The
                consultation is free and there is no obligation.
              </p>
              <ul className="contact-details">
                {site.phone ? (
                  <li>
                    <Icon name="phone" size={22} />
                    <div>
                      <strong>Phone</strong>
                      <a href={site.phone_href}>{site.phone}</a>
                    </div>
                  </li>
                ) : null}
                {site.email ? (
                  <li>
                    <Icon name="mail" size={22} />
                    <div>
                      <strong>E-mail</strong>
                      <a href={`mailto:${site.email}`}>{site.email}</a>
                    </div>
                  </li>
                ) : null}
                <li>
                  <Icon name="clock" size={22} />
                  <div>
                    <strong>Support</strong>
                    <span>24 hours a day, 7 days a week</span>
                  </div>
                </li>
              </ul>
              <table className="table hours-table">
                <caption>Opening hours</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Hours</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day}>
                      <th scope="row">{day}</th>
                      <td>Open 24 hours</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <button type="button" className="btn btn-link px-0" onClick={() => setDisclaimerOpen(true)}>
                Read our disclaimer
              </button>
            </div>
            <div className="col-lg-7">
              <ConsultationPanel id="consultation" />
            </div>
          </div>
        </div>
      </section>
      <Modal open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} title="Disclaimer">
        <p>
          This website is an advertisement, paid for by the participating attorneys. {site.brand} is not a law firm and is not a lawyer
          referral service; it acts as a liaison between claimants and legal entities and does not give legal advice.
        </p>
        <p>
          When you submit a form, your details are passed to a lawyer or law firm in your state who may contact you. Using this site or
          contacting us does not create an attorney-client relationship. Past results do not guarantee a similar outcome.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => setDisclaimerOpen(false)}>
          Close
        </button>
      </Modal>
    </>
  )
}

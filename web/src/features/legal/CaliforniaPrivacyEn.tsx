import { useSite } from '@/lib/site'
import { EmailLink, LEGAL_LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

interface Category {
  name: string
  examples: string
  disclosedTo: string
}

const CATEGORIES: readonly Category[] = [
  {
    name: 'Identifiers',
    examples: 'Name, e-mail address, telephone number, IP address, online identifiers.',
    disclosedTo: 'Participating attorneys and marketing partners; service providers.',
  },
  {
    name: 'Personal records (Cal. Civ. Code § 1798.80(e))',
    examples: 'Name, telephone number, and the description of your accident you give us.',
    disclosedTo: 'Participating attorneys and marketing partners; service providers.',
  },
  {
    name: 'Characteristics of protected classifications',
    examples: 'Only if you choose to mention them in your description, such as age or a disability.',
    disclosedTo: 'Participating attorneys; service providers.',
  },
  {
    name: 'Internet or other electronic network activity',
    examples: 'Browser and device type, pages viewed, referring page, cookie data, consent-verification tokens and certificates.',
    disclosedTo: 'Service providers; advertising partners; participating attorneys and marketing partners (consent records).',
  },
  {
    name: 'Geolocation data',
    examples: 'Approximate location from your ZIP code, state and IP address (not precise GPS).',
    disclosedTo: 'Participating attorneys and marketing partners; service providers.',
  },
  {
    name: 'Audio and electronic information',
    examples: 'Recordings of telephone calls with us or our partners.',
    disclosedTo: 'Service providers; participating attorneys where needed for your request.',
  },
  {
    name: 'Inferences',
    examples: 'The type of claim or practice area your request appears to concern.',
    disclosedTo: 'Participating attorneys and marketing partners.',
  },
  {
    name: 'Sensitive personal information',
    examples: 'Health or injury information you include in your description; account log-in and password.',
    disclosedTo: 'Participating attorneys handling your request; service providers. Never used to infer characteristics about you.',
  },
]

/** The California Privacy Notice in English (the page: CaliforniaPrivacyPage). */
export default function CaliforniaPrivacyEn() {
  const { brand, email, phone, phone_href } = useSite()

  const mail = <EmailLink email={email} />
  const postal = `Attn: Privacy, ${brand}, P.O. Box 1200, Wilmington, DE 19899`

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: 'Who this notice applies to',
      body: (
        <>
          <p>
            This California Privacy Notice applies only to residents of the State of California (&ldquo;consumers&rdquo; or
            &ldquo;you&rdquo;). It is given under the California Consumer Privacy Act of 2018, as amended by the California Privacy Rights
            Act (together, the &ldquo;CCPA&rdquo;), and its regulations. Words defined in the CCPA have the same meaning here.
          </p>
          <p>
            This notice adds to our <a href="/privacy-policy">Privacy Policy</a>, which describes in more detail how {brand} collects, uses,
            shares and keeps personal information.
          </p>
        </>
      ),
    },
    {
      id: 'categories',
      title: 'Personal information we collect',
      body: (
        <>
          <p>
            In the preceding 12 months we have collected the following categories of personal information. We collect it directly from you
            (through our forms, by telephone and by e-mail), automatically from your browser or device, and from consent-verification and
            anti-fraud service providers.
          </p>
          <div className="table-responsive">
            <table className="table table-sm table-bordered align-top small">
              <caption>Categories of personal information collected and disclosed</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Examples</th>
                  <th scope="col">Disclosed to</th>
                </tr>
              </thead>
              <tbody>
                {CATEGORIES.map((category) => (
                  <tr key={category.name}>
                    <th scope="row">{category.name}</th>
                    <td>{category.examples}</td>
                    <td>{category.disclosedTo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            We keep each category only as long as described in the retention section of our{' '}
            <a href="/privacy-policy#retention">Privacy Policy</a>: cookie data for up to about one year, call recordings for up to six
            years, and form submissions and consent records for as long as we need them to comply with the law.
          </p>
        </>
      ),
    },
    {
      id: 'purposes',
      title: 'Why we collect personal information',
      body: (
        <>
          <p>We collect and use personal information for these business and commercial purposes:</p>
          <ul>
            <li>
              to answer your request for a free consultation and connect you with a participating attorney or legal service provider in your
              state;
            </li>
            <li>to contact you by telephone, text message and e-mail as you agreed, and to record your consent and prove it later;</li>
            <li>to share your request with participating attorneys and marketing partners, who pay for this advertising;</li>
            <li>to detect and prevent fraud, spam, duplicate submissions and security incidents;</li>
            <li>to run, maintain, debug and improve the website and our service;</li>
            <li>to measure the performance of our advertising;</li>
            <li>to comply with the law and to establish, exercise or defend legal claims.</li>
          </ul>
          <p>
            We use sensitive personal information only to provide the service you asked for and for the other purposes the CCPA permits, not
            to infer characteristics about you.
          </p>
        </>
      ),
    },
    {
      id: 'sale-and-sharing',
      title: 'Sale and sharing of personal information',
      body: (
        <>
          <p>
            When you submit a form, we disclose your identifiers, personal records, approximate location, inferences and consent records to
            participating attorneys and marketing partners, who pay for our advertising. Under the CCPA this may be a &ldquo;sale&rdquo; of
            personal information. We may also allow advertising partners to collect internet activity through cookies on our site, which may
            be &ldquo;sharing&rdquo; for cross-context behavioral advertising. In the preceding 12 months we have sold or shared these
            categories with the kinds of recipients listed above and on our <a href="/marketing-partner">Marketing Partners page</a>.
          </p>
          <p>
            We do not knowingly sell or share the personal information of consumers under 16 years of age, and our service is not directed
            to anyone under 18.
          </p>
        </>
      ),
    },
    {
      id: 'opt-out',
      title: 'Your right to opt out of sale or sharing',
      body: (
        <>
          <p>You have the right to direct us not to sell or share your personal information. To opt out, use any of these ways:</p>
          <ul>
            <li>
              <strong>Online:</strong> use our <a href="/privacy-request">privacy request form</a> and choose &ldquo;Opt out of sale or
              sharing&rdquo;. To stop calls, texts and e-mails from us, use our <a href="/opt-out">opt-out page</a>.
            </li>
            <li>
              <strong>By e-mail:</strong> write to {mail} with &ldquo;Do Not Sell or Share My Personal Information&rdquo; in the subject
              line, and include the name, e-mail address and telephone number you gave us.
            </li>
            <li>
              <strong>By postal mail:</strong> write to {postal}, with the same details.
            </li>
          </ul>
          <p>
            An opt-out request does not need to be verified, though we may ask for details needed to find your records. We act on it as soon
            as we can, and no later than 15 business days after we receive it, and we tell the third parties to whom we sold or shared your
            information after you made the request to stop selling or sharing it.
          </p>
          <p>
            After you opt out, we wait at least 12 months before asking you to authorize the sale or sharing of your personal information
            again. You may, of course, choose to opt back in at any time, for example by submitting a new consultation request.
          </p>
        </>
      ),
    },
    {
      id: 'other-rights',
      title: 'Your other California privacy rights',
      body: (
        <>
          <p>Subject to exceptions in the law, you also have the right to:</p>
          <ul>
            <li>
              <strong>Know and access</strong> the categories and specific pieces of personal information we have collected about you, the
              categories of sources, the purposes, and the categories of third parties to whom we disclosed, sold or shared it;
            </li>
            <li>
              <strong>Delete</strong> personal information we collected from you;
            </li>
            <li>
              <strong>Correct</strong> inaccurate personal information we hold about you;
            </li>
            <li>
              <strong>Receive a portable copy</strong> of your personal information in a commonly used, machine-readable format;
            </li>
            <li>
              <strong>Limit</strong> the use and disclosure of your sensitive personal information to what is necessary to provide the
              service you asked for.
            </li>
          </ul>
          <p>
            The simplest way to make any of these requests is our <a href="/privacy-request">privacy request form</a>.
          </p>
          <p>
            To make any of these requests, e-mail {mail}
            {phone ? (
              <>
                , call <a href={phone_href}>{phone}</a>
              </>
            ) : null}{' '}
            or write to {postal}. We confirm receipt within 10 business days and answer within 45 calendar days. If we need more time (up to
            another 45 days), we will tell you why.
          </p>
        </>
      ),
    },
    {
      id: 'verification',
      title: 'How we verify requests',
      body: (
        <>
          <p>
            To protect your information, we must verify that a request to know, access, delete, correct or export information comes from
            you. We ask you for information we already hold, such as your name, e-mail address, telephone number and ZIP code, and we may
            contact you at the e-mail address or telephone number on file to confirm the request.
          </p>
          <p>
            For requests for specific pieces of information or for deletion of sensitive information, we require a higher degree of
            certainty and may ask for additional details. We use the information you give for verification only for that purpose. If we
            cannot verify your identity, we will tell you and explain why.
          </p>
        </>
      ),
    },
    {
      id: 'authorized-agents',
      title: 'Authorized agents',
      body: (
        <>
          <p>
            You may use an authorized agent to make a request on your behalf. The agent must give us written authorization, signed by you,
            that allows the agent to act for you. Unless the agent holds a valid power of attorney under the California Probate Code, we may
            also require you to:
          </p>
          <ul>
            <li>verify your own identity directly with us; and</li>
            <li>confirm directly with us that you gave the agent permission to make the request.</li>
          </ul>
          <p>
            We may deny a request from an agent who does not provide the signed written authorization or whose authority we cannot confirm.
          </p>
        </>
      ),
    },
    {
      id: 'non-discrimination',
      title: 'Non-discrimination',
      body: (
        <p>
          We will not discriminate against you for exercising any of your CCPA rights. We will not deny you our service, charge you a
          different price or rate, provide a different level or quality of service, or suggest that you will receive any of these, because
          you exercised your rights. We do not offer financial incentives in exchange for personal information.
        </p>
      ),
    },
    {
      id: 'shine-the-light',
      title: 'California “Shine the Light” law',
      body: (
        <p>
          California Civil Code § 1798.83 allows California residents to ask, once a year, for information about the personal information we
          disclosed to third parties for their own direct-marketing purposes in the preceding calendar year. To make this request, e-mail{' '}
          {mail} or write to {postal}.
        </p>
      ),
    },
    {
      id: 'accessibility',
      title: 'Accessibility',
      body: (
        <p>
          We want everyone to be able to read this notice. If you have a disability and need it in an alternative format, such as large
          print, an audio recording or a format that works with your assistive technology, please contact us at {mail}
          {phone ? (
            <>
              {' '}
              or <a href={phone_href}>{phone}</a>
            </>
          ) : null}{' '}
          and we will provide it on request, free of charge.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      body: (
        <p>
          We review this notice at least once every 12 months and update it when our practices change. The &ldquo;Last updated&rdquo; date
          at the top shows when it last changed.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>For questions about this notice or your California privacy rights, contact {brand}:</p>
          <ul>
            <li>E-mail: {mail}</li>
            {phone ? (
              <li>
                Telephone: <a href={phone_href}>{phone}</a>
              </li>
            ) : null}
            <li>Postal mail: {postal}</li>
          </ul>
        </>
      ),
    },
  ]

  return (
    <LegalDocument
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          If you live in California, this notice explains your privacy rights, including your right to opt out of the sale or sharing of
          your personal information, and how to use them.
        </p>
      }
      sections={sections}
    />
  )
}

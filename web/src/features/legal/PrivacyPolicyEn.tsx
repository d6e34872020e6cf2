import { useSite } from '@/lib/site'
import { EmailLink, LEGAL_LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

/** The Privacy Policy in English (the page: PrivacyPolicyPage). */
export default function PrivacyPolicyEn() {
  const { brand, email, phone, phone_href } = useSite()

  const mail = <EmailLink email={email} />

  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are and what this site does',
      body: (
        <>
          <p>
            {brand} operates this website to connect people who have been hurt in car crashes and other accidents with personal-injury
            attorneys. When you ask for a free consultation, we pass your details to a participating attorney or legal service provider in
            your state so that they can contact you about your situation.
          </p>
          <p>
            {brand} is not a law firm and not a lawyer referral service, and nothing on this site is legal advice. The site is an
            advertisement paid for by participating attorneys. Using the site or submitting a form does not create an attorney-client
            relationship.
          </p>
          <p>
            This Privacy Policy explains what personal information we collect through this website, our forms, and the calls, e-mails and
            text messages connected with them; how we use and share that information; and the choices and rights you have. Residents of
            California should also read our <a href="/california-privacy">California Privacy Notice</a>, which adds to this policy.
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <h3 className="h5 mt-4">Information you give us</h3>
          <p>When you fill in one of our consultation or contact forms, we collect:</p>
          <ul>
            <li>your first and last name (or full name);</li>
            <li>your e-mail address;</li>
            <li>your telephone number;</li>
            <li>your ZIP code and your state;</li>
            <li>any description you choose to give of your accident, your injuries or your claim;</li>
            <li>whether you ticked the box agreeing to be contacted.</li>
          </ul>
          <p>
            A description of an accident can include information about your health. Please share only what you are comfortable sharing; a
            participating attorney can ask for more detail later. If you call us or write to us, we also keep what you tell us and our
            reply. If you create an account, we collect your name, e-mail address and a password, which we store only in a scrambled
            (hashed) form.
          </p>

          <h3 className="h5 mt-4">Information collected automatically</h3>
          <p>When you visit the site, our servers and browser technologies record:</p>
          <ul>
            <li>your IP address and the approximate location it suggests;</li>
            <li>your browser type and version, device type and operating system;</li>
            <li>the pages you view, the page that referred you to us, and the date and time of your visit;</li>
            <li>
              information stored in cookies and similar technologies (see <a href="#cookies">Cookies and similar technologies</a>).
            </li>
          </ul>

          <h3 className="h5 mt-4">Records of your consent</h3>
          <p>
            Because the law requires us and our partners to prove that you agreed to be contacted, we keep a record of each form submission.
            That record contains the exact version of the consent text you saw, the date and time you submitted the form, your IP address,
            your browser details, and the address of the page you were on. We may also use independent consent-verification services: a
            LeadiD token (from Jornaya) and a TrustedForm certificate (from ActiveProspect) record that the form was filled in and
            submitted, and may capture a replay of the page as you saw it. We keep the token and the certificate address with your request.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      body: (
        <>
          <p>We use the information described above to:</p>
          <ul>
            <li>
              respond to your request and match you with a participating attorney or legal service provider who handles cases like yours in
              your state;
            </li>
            <li>contact you by telephone, e-mail and text message about your request, as you agreed when you submitted the form;</li>
            <li>prove your consent and meet our legal obligations, including telemarketing and consumer-protection laws;</li>
            <li>detect and prevent fraud, spam, duplicate submissions and abuse of the site;</li>
            <li>keep the site secure, fix problems and understand how the site is used;</li>
            <li>improve our content, our forms and our service;</li>
            <li>comply with the law, respond to lawful requests, and establish, exercise or defend legal claims.</li>
          </ul>
          <p>
            We do not use the information you give us to make decisions about you that produce legal or similarly significant effects by
            automated means alone.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-share-information',
      title: 'How we share your information',
      body: (
        <>
          <p>We share personal information only as described here:</p>
          <ul>
            <li>
              <strong>Participating attorneys and marketing partners in your state.</strong> When you submit a form, we pass your details to
              one or more participating attorneys, law firms or legal service providers, and to the marketing partners named in the consent
              you gave, who serve the state you live in. They may contact you using the details you provided. Their use of your information
              is governed by their own privacy policies. The companies that may receive your information are listed on our{' '}
              <a href="/marketing-partner">Marketing Partners page</a>.
            </li>
            <li>
              <strong>Service providers.</strong> Companies that host the site, store data, send e-mail and text messages, place and record
              calls, verify consent and help us prevent fraud act on our instructions and may use your information only to provide those
              services to us.
            </li>
            <li>
              <strong>Legal requirements.</strong> We disclose information when we believe in good faith that the law, a subpoena, a court
              order or another legal process requires it, or when it is needed to protect the rights, property or safety of {brand}, our
              users or others.
            </li>
            <li>
              <strong>Business transfers.</strong> If {brand} is involved in a merger, acquisition, financing or sale of assets, personal
              information may be transferred as part of that transaction, subject to this policy.
            </li>
            <li>
              <strong>With your permission.</strong> We share information in other ways when you ask us to or agree to it.
            </li>
          </ul>
          <p>
            Passing your details to participating attorneys and marketing partners can count as a &ldquo;sale&rdquo; or
            &ldquo;sharing&rdquo; of personal information under some state privacy laws. You can opt out at any time; see{' '}
            <a href="#your-rights">Your rights and choices</a> and, for California residents, the{' '}
            <a href="/california-privacy">California Privacy Notice</a>.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      body: (
        <>
          <p>
            Cookies are small files a website stores in your browser. We and our service providers use cookies, local storage and similar
            technologies to keep the site working (for example, to keep you signed in), to remember your choices, to measure how the site is
            used, to verify form submissions, and to understand which advertisements brought you to us. Information collected through
            cookies is kept for up to about one year, unless you delete it sooner.
          </p>
          <p>You can control cookies in several ways:</p>
          <ul>
            <li>
              <strong>Browser settings.</strong> Most browsers let you block or delete cookies and choose what happens with third-party
              cookies. If you block all cookies, some parts of the site, such as signing in, may not work.
            </li>
            <li>
              <strong>Advertising-industry opt-out pages.</strong> You can opt out of interest-based advertising by companies that take part
              in the Digital Advertising Alliance&rsquo;s WebChoices tool (optout.aboutads.info) and the Network Advertising
              Initiative&rsquo;s consumer opt-out page (optout.networkadvertising.org). These opt-outs are stored as cookies, so they apply
              only to the browser and device you use, and you must repeat them if you clear your cookies.
            </li>
            <li>
              <strong>Mobile devices.</strong> Your phone&rsquo;s settings let you limit ad tracking or reset your advertising identifier.
            </li>
          </ul>
          <p>
            Opting out of interest-based advertising does not stop all advertising; you may still see ads that are not based on your
            browsing.
          </p>
        </>
      ),
    },
    {
      id: 'calls-and-messages',
      title: 'Calls, texts and call recordings',
      body: (
        <>
          <p>
            Calls with us or with participating attorneys and partners may be monitored and recorded for quality, training, and to keep a
            record of what was said and agreed. Message and data rates may apply to text messages. You can reply STOP to any text message to
            stop receiving them, and you can ask any caller not to call you again.
          </p>
          <p>
            Agreeing to be contacted is not a condition of getting a consultation or buying any goods or services, and you can withdraw your
            consent at any time by any reasonable means, including the ways listed in <a href="#your-rights">Your rights and choices</a>.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      body: (
        <>
          <p>
            Depending on where you live, the law gives you some or all of the rights below. We offer them to every visitor, wherever you
            live, subject to the limits the law allows.
          </p>
          <ul>
            <li>
              <strong>Access.</strong> You may ask whether we hold personal information about you and for a copy of it, together with the
              categories of sources, the purposes for which we use it, and the categories of recipients we have shared it with.
            </li>
            <li>
              <strong>Rectification.</strong> You may ask us to correct personal information about you that is inaccurate or incomplete.
            </li>
            <li>
              <strong>Erasure.</strong> You may ask us to delete the personal information we hold about you. You can make an erasure request
              once per year (once in any twelve-month period). We may keep information the law requires us to keep, or that we need to prove
              consent, prevent fraud or defend legal claims, and we will tell you if we do.
            </li>
            <li>
              <strong>Data export (portability).</strong> You may ask for the information you gave us in a structured, commonly used,
              machine-readable format, so that you can give it to someone else.
            </li>
            <li>
              <strong>Withdrawal of consent.</strong> Where we rely on your consent, you may withdraw it at any time. Withdrawing consent
              does not affect anything we did before.
            </li>
            <li>
              <strong>Marketing opt-out.</strong> You may tell us at any time that you no longer want to receive marketing e-mails, calls or
              text messages. We process marketing opt-out requests within up to 30 days, and we also use an unsubscribe link in each
              marketing e-mail.
            </li>
            <li>
              <strong>Do-not-call list.</strong> If you ask us not to call you, we add your number to our internal do-not-call list and
              honour your request within 30 days. We also respect the National Do Not Call Registry where the law requires it.
            </li>
            <li>
              <strong>Cookie opt-outs.</strong> You may refuse or delete cookies and opt out of interest-based advertising as described in{' '}
              <a href="#cookies">Cookies and similar technologies</a>.
            </li>
          </ul>

          <h3 className="h5 mt-4">How to make a request</h3>
          <p>
            The quickest way is our <a href="/privacy-request">privacy request form</a> (to know, access, delete or correct your
            information, or to opt out of its sale or sharing) or, to stop calls, texts and e-mails, our <a href="/opt-out">opt-out page</a>
            .
          </p>
          <p>
            E-mail us at {mail}
            {phone ? (
              <>
                {' '}
                or call us at <a href={phone_href}>{phone}</a>
              </>
            ) : null}
            . Tell us which right you want to use and give us the name, e-mail address and telephone number you used on our forms, so that
            we can find your records. To protect you, we verify your identity before acting on a request, usually by confirming details you
            gave us or by contacting you through the e-mail address or telephone number on file. We answer within the time the law allows,
            usually within 45 days, and we will tell you if we need more time. If we turn down a request, we will explain why and how you
            can appeal our decision.
          </p>
          <p>
            Participating attorneys and marketing partners who received your information handle it under their own policies; to opt out of
            their communications, please also contact them directly. We will pass your opt-out on to those we shared your details with where
            we can.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      body: (
        <>
          <p>We keep personal information only for as long as we need it:</p>
          <ul>
            <li>
              <strong>Cookie data</strong> is kept for up to about one year.
            </li>
            <li>
              <strong>Call recordings</strong> are kept for up to six years, so that we and our partners can show what was said and agreed
              if a question or a legal claim arises.
            </li>
            <li>
              <strong>Form submissions and consent records</strong> are kept for as long as we need them to comply with the law, including
              the periods within which claims under telemarketing and consumer-protection laws can be brought, and then deleted or made
              anonymous.
            </li>
            <li>
              <strong>Account information</strong> is kept while your account is open and for a reasonable time after you close it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'non-discrimination',
      title: 'Non-discrimination',
      body: (
        <p>
          We will not discriminate against you for using any of your privacy rights. We will not deny you our service, charge you a
          different price, or give you a different level or quality of service because you made a privacy request.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your information',
      body: (
        <>
          <p>
            We use administrative, technical and physical safeguards designed to protect personal information, including encrypted
            connections (HTTPS) for every page and form, access limited to staff and service providers who need it, passwords stored only in
            hashed form, access logs, and regular backups.
          </p>
          <p>
            No method of sending or storing data is completely secure, so we cannot guarantee absolute security. If we learn of a breach
            that affects your personal information, we will notify you and the authorities as the law requires.
          </p>
        </>
      ),
    },
    {
      id: 'minors',
      title: 'Children and minors',
      body: (
        <p>
          This site is not directed to anyone under 18, and only adults aged 18 or older may submit our forms. We do not knowingly collect
          personal information from anyone under 18. If you believe a minor has given us personal information, please contact us at {mail}{' '}
          and we will delete it. A parent or guardian who wants help with a claim on behalf of a child should submit the form in their own
          name.
        </p>
      ),
    },
    {
      id: 'international-visitors',
      title: 'International visitors',
      body: (
        <p>
          This site is intended for people in the United States. If you visit from another country, the information you give us is
          transferred to and processed in the United States, where our servers, our service providers and participating attorneys are
          located. Data-protection laws in the United States may differ from those in your country. By using the site, you understand that
          your information will be transferred to, stored and processed in the United States.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this Privacy Policy from time to time. When we do, we change the &ldquo;Last updated&rdquo; date at the top of this
          page, and if the changes are material we will give more prominent notice, such as a notice on the site. Changes apply to
          information collected after the new policy is posted; we will ask for your consent again where the law requires it.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          If you have questions about this policy or want to use your rights, e-mail {brand} at {mail}
          {phone ? (
            <>
              {' '}
              or call <a href={phone_href}>{phone}</a>
            </>
          ) : null}
          .
        </p>
      ),
    },
  ]

  return (
    <LegalDocument
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          Your privacy matters to us. Please read this policy to understand how {brand} handles the information you share when you ask for
          help with an accident claim.
        </p>
      }
      sections={sections}
    />
  )
}

import { useSite } from '@/lib/site'
import { EmailLink, LEGAL_LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

/** The Terms and Conditions in English (the page: TermsPage). */
export default function TermsEn() {
  const { brand, email, phone, phone_href } = useSite()

  const mail = <EmailLink email={email} />

  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      body: (
        <>
          <p>
            These Terms and Conditions (the &ldquo;Terms&rdquo;) are an agreement between you and {brand} (&ldquo;we&rdquo;,
            &ldquo;us&rdquo;, &ldquo;our&rdquo;) and govern your use of this website, its forms and the services offered through it
            (together, the &ldquo;Service&rdquo;). By using the Service, you accept these Terms and our{' '}
            <a href="/privacy-policy">Privacy Policy</a>. If you do not agree, please do not use the Service.
          </p>
          <p>
            You must be at least 18 years old to submit a form or create an account. By doing so, you confirm that you are 18 or older and
            that the information you give is true and is your own.
          </p>
        </>
      ),
    },
    {
      id: 'nature-of-service',
      title: 'What this site is, and what it is not',
      body: (
        <>
          <p>
            This website is an advertisement paid for by participating attorneys. {brand} connects people who have been injured in accidents
            with personal-injury attorneys and legal service providers. When you submit a form, we pass your details to a lawyer or legal
            service provider in your state, who may contact you.
          </p>
          <ul>
            <li>
              {brand} is <strong>not a law firm</strong> and is not a lawyer referral service. We do not provide legal services and we do
              not endorse or recommend any particular attorney.
            </li>
            <li>
              Nothing on this site is <strong>legal advice</strong>. Articles, state-law pages and answers to common questions are general
              information only, may not reflect the most recent changes in the law, and may not apply to your situation.
            </li>
            <li>
              Using the site, submitting a form or speaking with us does <strong>not create an attorney-client relationship</strong> with{' '}
              {brand} or with any attorney. Such a relationship exists only when you and an attorney both sign a written agreement.
            </li>
            <li>
              Deadlines apply to legal claims. Do not wait for a reply from us before taking action to protect your rights; talk to a lawyer
              you choose.
            </li>
            <li>Past results and testimonials do not guarantee a similar outcome in any other case.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'permitted-use',
      title: 'Personal, non-commercial use only',
      body: (
        <p>
          We grant you a limited, revocable, non-exclusive, non-transferable permission to use the Service for your own personal,
          non-commercial purposes, such as learning about your options after an accident and asking for a consultation. You may print or
          save a page for your personal records. Any other use, including reselling, republishing or using the Service or its content to
          build a competing product, requires our prior written consent.
        </p>
      ),
    },
    {
      id: 'prohibited-conduct',
      title: 'Prohibited conduct',
      body: (
        <>
          <p>When using the Service, you agree not to:</p>
          <ul>
            <li>
              copy, modify, decompile, disassemble or reverse engineer any part of the Service or its software, except where the law
              expressly allows it;
            </li>
            <li>use robots, spiders, scrapers or other automated means to access, collect or copy content or data from the Service;</li>
            <li>
              interfere with or disrupt the Service, its servers or networks, overload them, or try to get around any security or access
              control;
            </li>
            <li>
              submit false, misleading or someone else&rsquo;s information, or submit a form on behalf of another person without their
              permission;
            </li>
            <li>upload viruses or any other harmful code;</li>
            <li>use the Service for any unlawful, fraudulent or abusive purpose.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          The Service and everything on it, including text, graphics, logos, icons, illustrations, the design and the software, are owned by{' '}
          {brand} or its licensors and are protected by copyright, trademark and other laws. {brand} and its logos are trademarks of {brand}
          . Except for the limited permission in these Terms, no right, title or licence is granted to you, and you may not use our names,
          trademarks or content without our written permission.
        </p>
      ),
    },
    {
      id: 'copyright-notices',
      title: 'Copyright complaints',
      body: (
        <>
          <p>
            We respect the intellectual property of others. If you believe that material on the Service infringes your copyright, please
            send us a written notice that includes:
          </p>
          <ol>
            <li>a physical or electronic signature of the copyright owner or of a person authorized to act on the owner&rsquo;s behalf;</li>
            <li>
              identification of the copyrighted work you claim has been infringed (or, if several works are covered by one notice, a
              representative list of them);
            </li>
            <li>
              identification of the material you claim is infringing and information reasonably sufficient for us to locate it, such as the
              page address;
            </li>
            <li>your contact information: name, postal address, telephone number and e-mail address;</li>
            <li>
              a statement that you have a good-faith belief that the use of the material is not authorized by the copyright owner, its agent
              or the law;
            </li>
            <li>
              a statement that the information in the notice is accurate and, under penalty of perjury, that you are the copyright owner or
              are authorized to act on the owner&rsquo;s behalf.
            </li>
          </ol>
          <p>
            Send the notice by e-mail to {mail} with &ldquo;Copyright notice&rdquo; in the subject line, or by mail to Attn: Copyright
            Agent, {brand}, P.O. Box 1200, Wilmington, DE 19899. A notice that does not include all of the above may not be acted on.
            Knowingly making a false claim of infringement may expose you to liability for damages.
          </p>
        </>
      ),
    },
    {
      id: 'communications-consent',
      title: 'Calls, texts and e-mails (TCPA consent)',
      body: (
        <>
          <p>
            Our forms include a consent statement, shown next to the checkbox, that you accept by ticking the box and submitting the form.
            In summary, by doing so you confirm that you are 18 or older and agree to our <a href="/privacy-policy">Privacy Policy</a> and
            these Terms, and you consent to receive calls, e-mails and text messages about your request from {brand}, participating
            attorneys and the companies listed on our <a href="/marketing-partner">Marketing Partners page</a>, at the number and address
            you gave, including calls and messages made with automated dialing technology or a pre-recorded or artificial voice, and to
            wireless numbers.
          </p>
          <p>
            The consent text shown on the form when you submitted it is the controlling version; we keep a record of it. Message and data
            rates may apply. Your consent is not a condition of getting a consultation or buying any goods or services. You may revoke it at
            any time by any reasonable means, for example by replying STOP to a text message, asking the caller to stop calling, or
            e-mailing {mail}. Calls may be recorded.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          The Service uses cookies and similar technologies to work properly, to remember your choices, to measure use, to verify form
          submissions and for advertising. By using the Service you agree to that use, as explained, together with how to control or refuse
          cookies, in the cookies section of our <a href="/privacy-policy#cookies">Privacy Policy</a>.
        </p>
      ),
    },
    {
      id: 'framing',
      title: 'No framing (iFrame ban)',
      body: (
        <p>
          You may not display the Service or any of its pages, forms or content inside a frame or iFrame on another website, or use any
          technique that changes its appearance or hides where it comes from, without our prior written permission. Ordinary text links to
          our pages are welcome, provided they do not suggest an endorsement or partnership that does not exist. We may block framing and
          ask you to remove any frame or link.
        </p>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Third-party websites and services',
      body: (
        <p>
          The Service may contain links to websites, social networks and services run by others, including participating attorneys and
          partners. We do not control them and are not responsible for their content, their privacy practices or the services they provide.
          A link is not an endorsement. Your dealings with any third party, including any attorney you choose to hire, are solely between
          you and that third party and are governed by their terms.
        </p>
      ),
    },
    {
      id: 'changes-to-service',
      title: 'Modification or termination of the Service',
      body: (
        <>
          <p>
            We may change, suspend or stop any part of the Service at any time, with or without notice, and we may limit or end your access
            if you break these Terms or misuse the Service. We are not liable to you or anyone else for any such change, suspension or
            termination.
          </p>
          <p>
            We may also revise these Terms. The &ldquo;Last updated&rdquo; date at the top of this page shows when they last changed. The
            revised Terms apply from the moment they are posted; if you keep using the Service after that, you accept them.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: (
        <>
          <p className="text-uppercase small">
            The Service and all content are provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without warranties of any kind,
            express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement.
          </p>
          <p>
            We do not warrant that the Service will be uninterrupted, secure or error-free, that information on it is complete, accurate or
            current, or that any attorney will contact you, accept your case or obtain any particular result. Some jurisdictions do not
            allow the exclusion of certain warranties, so some of these exclusions may not apply to you.
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      body: (
        <>
          <p className="text-uppercase small">
            To the fullest extent the law allows, {brand} and its owners, employees, agents and partners will not be liable for any
            indirect, incidental, special, consequential, exemplary or punitive damages, or for any loss of profits, data, goodwill or
            opportunity, arising out of or relating to the Service or these Terms, even if advised of the possibility of such damages.
          </p>
          <p>
            Our total liability for all claims relating to the Service will not exceed one hundred U.S. dollars (US$100). We are not
            responsible for the advice, acts or omissions of any attorney or other third party. These limits do not apply where the law does
            not allow them.
          </p>
        </>
      ),
    },
    {
      id: 'indemnity',
      title: 'Indemnity',
      body: (
        <p>
          You agree to defend, indemnify and hold harmless {brand} and its owners, employees, agents and partners from any claims, losses,
          liabilities, damages, costs and expenses (including reasonable attorneys&rsquo; fees) arising out of your use or misuse of the
          Service, your breach of these Terms, or your violation of any law or of the rights of another person, including by submitting
          information that is not yours.
        </p>
      ),
    },
    {
      id: 'time-limit-on-claims',
      title: 'Time limit on claims',
      body: (
        <p>
          Any claim or cause of action you may have arising out of or relating to the Service or these Terms must be brought within one year
          (1 year) after it arises; otherwise it is permanently barred, to the extent the law allows. This limit concerns claims about this
          website only; it does not shorten the time you have to bring a personal-injury claim against anyone else.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Choice of law and venue',
      body: (
        <p>
          These Terms and any dispute relating to the Service are governed by the laws of the State of Delaware, without regard to its
          conflict-of-law rules. Any action relating to the Service or these Terms must be brought only in the state or federal courts
          located in the State of Delaware, and you consent to the personal jurisdiction of and venue in those courts. Nothing in this
          section prevents either party from seeking urgent injunctive relief in any court with jurisdiction.
        </p>
      ),
    },
    {
      id: 'general',
      title: 'General',
      body: (
        <p>
          These Terms, together with our Privacy Policy and the consent statement on our forms, are the entire agreement between you and us
          about the Service. If any provision is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not
          a waiver of it. You may not transfer your rights under these Terms; we may transfer ours.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions about these Terms can be sent to {brand} by e-mail at {mail}
          {phone ? (
            <>
              {' '}
              or by phone at <a href={phone_href}>{phone}</a>
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
          Please read these Terms carefully. They include a one-year limit on claims about this site, a limitation of our liability, and the
          choice of Delaware law and courts.
        </p>
      }
      sections={sections}
    />
  )
}

/** The static educational content of the service detail page (SPEC §2). */
export function ClaimGuide() {
  return (
    <section className="claim-guide" aria-labelledby="claim-guide-title">
      <h2 id="claim-guide-title">What you should know about a personal-injury claim</h2>
      <div className="row g-4">
        <div className="col-md-6">
          <article className="guide-card h-100">
            <h3>Time limits for filing</h3>
            <p>
              Every state sets a deadline, the statute of limitations, for bringing an injury claim. In most states it is generally{' '}
              <strong>2 to 4 years</strong> from the date of the accident.
            </p>
            <ul>
              <li>For minors the time usually starts only when they turn 18.</li>
              <li>
                Claims against a government body (a city bus, a public road, a state agency) often need a formal notice within{' '}
                <strong>6 months</strong>.
              </li>
              <li>Once the deadline passes, the claim is usually lost for good, however strong it is.</li>
            </ul>
          </article>
        </div>
        <div className="col-md-6">
          <article className="guide-card h-100">
            <h3>What you can claim</h3>
            <p>Compensation, called damages, falls into two groups:</p>
            <ul>
              <li>
                <strong>Economic damages:</strong> medical bills and future care, lost wages and earning capacity, property damage and
                out-of-pocket costs.
              </li>
              <li>
                <strong>Non-economic damages:</strong> pain and suffering, emotional distress, scarring and the loss of enjoyment of life.
              </li>
            </ul>
          </article>
        </div>
        <div className="col-md-6">
          <article className="guide-card h-100">
            <h3>How to find the right attorney</h3>
            <ul>
              <li>Choose a lawyer licensed in the state where the accident happened.</li>
              <li>Look for experience with your type of accident and with taking cases to trial.</li>
              <li>Ask how fees work: most injury lawyers are paid only if they recover money for you.</li>
              <li>Ask who will handle your case day to day and how often you will hear from them.</li>
            </ul>
          </article>
        </div>
        <div className="col-md-6">
          <article className="guide-card h-100">
            <h3>New rules that can affect your claim</h3>
            <ul>
              <li>
                <strong>Damage caps:</strong> some states limit non-economic damages, especially in medical and government cases.
              </li>
              <li>
                <strong>Comparative fault:</strong> several states have changed how a claimant’s own share of the blame reduces or bars
                compensation.
              </li>
              <li>
                <strong>Insurer rules:</strong> reporting deadlines, required medical exams and recorded statements are becoming stricter.
                Read your policy and get advice before you sign anything.
              </li>
            </ul>
          </article>
        </div>
      </div>
      <h3 className="mt-4">Claims we help with</h3>
      <ul className="claim-types">
        <li>Car accidents</li>
        <li>Motorcycle accidents</li>
        <li>Truck accidents</li>
        <li>Pedestrian accidents</li>
        <li>Workplace accidents with defective equipment</li>
        <li>Slip and fall</li>
        <li>Product liability</li>
      </ul>
      <p className="small text-body-secondary mt-3">
        This is general information, not legal advice. The rules differ from state to state and change over time.
      </p>
    </section>
  )
}

import type { ReactNode } from 'react'
import type { LeadAttribution as Attribution } from '../types'
import { safeHttpUrl } from '../format'

const none = <span className="text-muted-soft">Not recorded</span>

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="lead-fields__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The click ids, with the ad platform each belongs to. */
const CLICK_IDS: ReadonlyArray<[keyof Attribution, string]> = [
  ['gclid', 'Google click id (gclid)'],
  ['gbraid', 'Google app click id (gbraid)'],
  ['wbraid', 'Google web click id (wbraid)'],
  ['fbclid', 'Meta click id (fbclid)'],
  ['msclkid', 'Microsoft click id (msclkid)'],
  ['ttclid', 'TikTok click id (ttclid)'],
]

/**
 * Where the visitor came from: their first page in the browser tab, the
 * site that sent them, the campaign's UTM parameters and the ad click ids.
 * The landing page is a path on this site; the referrer is another site's
 * URL, a link only when it is http(s).
 */
export function LeadAttribution({ attribution }: { attribution?: Attribution | null }) {
  const a = attribution ?? {}
  const empty = Object.values(a).every((value) => !value)
  if (empty) {
    return <p className="text-muted-soft mb-0">Nothing recorded: the visitor&rsquo;s browser sent no landing page or campaign.</p>
  }
  const referrer = a.referrer ? safeHttpUrl(a.referrer) : null
  const clickIds = CLICK_IDS.filter(([key]) => a[key])
  return (
    <dl className="lead-fields">
      <Row term="Landing page">{a.landing_page ? <code className="lead-fields__break">{a.landing_page}</code> : none}</Row>
      <Row term="Referrer">
        {referrer ? (
          <a href={referrer} target="_blank" rel="noopener noreferrer" className="lead-fields__break">
            {a.referrer}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : a.referrer ? (
          <span className="lead-fields__break">{a.referrer}</span>
        ) : (
          <span className="text-muted-soft">None (direct, or from this site)</span>
        )}
      </Row>
      <Row term="Source">{a.utm_source || none}</Row>
      <Row term="Medium">{a.utm_medium || none}</Row>
      <Row term="Campaign">{a.utm_campaign || none}</Row>
      {a.utm_term ? <Row term="Term">{a.utm_term}</Row> : null}
      {a.utm_content ? <Row term="Content">{a.utm_content}</Row> : null}
      {clickIds.map(([key, label]) => (
        <Row key={key} term={label}>
          <code className="lead-fields__break">{a[key]}</code>
        </Row>
      ))}
    </dl>
  )
}

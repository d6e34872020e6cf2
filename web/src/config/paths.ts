import { pathTo } from './routes'

/** Named links to the site's pages, read from the route table (routes.json). */
export const paths = {
  home: pathTo('home'),
  about: pathTo('about'),
  services: pathTo('services'),
  serviceDetail: (id: number | string) => pathTo('serviceDetail', { id }),
  stateLaws: pathTo('stateLaws'),
  stateLawDetail: (id: number | string) => pathTo('stateLawDetail', { id }),
  faqs: pathTo('faqs'),
  contact: pathTo('contact'),
  /** The case evaluation, with the accident type or the state filled in from where the visitor came. */
  caseEvaluation: (prefill: { service?: number | string; state?: string } = {}) => {
    const query = new URLSearchParams()
    if (prefill.service !== undefined) query.set('service', String(prefill.service))
    if (prefill.state) query.set('state', prefill.state)
    const search = query.toString()
    return search ? `${pathTo('caseEvaluation')}?${search}` : pathTo('caseEvaluation')
  },
  marketingPartners: pathTo('marketingPartners'),
  privacyPolicy: pathTo('privacyPolicy'),
  terms: pathTo('terms'),
  californiaPrivacy: pathTo('californiaPrivacy'),
  optOut: pathTo('optOut'),
  thankYou: pathTo('thankYou'),
  blog: pathTo('blog'),
  blogPost: (slug: string) => pathTo('blogPost', { slug }),
  privacyRequest: pathTo('privacyRequest'),
  privacyRequestConfirm: pathTo('privacyRequestConfirm'),
  login: pathTo('login'),
  register: pathTo('register'),
  resetPassword: pathTo('resetPassword'),
  acceptInvitation: pathTo('acceptInvitation'),
  verifyEmail: pathTo('verifyEmail'),
  account: pathTo('account'),
  admin: pathTo('adminDashboard'),
} as const

/** Where an image stored by the server (a Service or StateLaw `path`) is served. */
export function storageUrl(path: string): string {
  return `/storage/${path.replace(/^\/+/, '')}`
}

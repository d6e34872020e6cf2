/** Every route of the site in one place; components build links from here. */
export const paths = {
  home: '/',
  about: '/about-us',
  services: '/services',
  serviceDetail: (id: number | string) => `/service-detail/${id}`,
  stateLaws: '/stateLaw',
  stateLawDetail: (id: number | string) => `/state-law-detail/${id}`,
  faqs: '/faqs',
  contact: '/contact-us',
  marketingPartners: '/marketing-partner',
  privacyPolicy: '/privacy-policy',
  terms: '/term-and-conditions',
  californiaPrivacy: '/california-privacy',
  thankYou: '/thank-you',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/user',
  admin: '/admin',
} as const

/** Where an image stored by the server (a Service or StateLaw `path`) is served. */
export function storageUrl(path: string): string {
  return `/storage/${path.replace(/^\/+/, '')}`
}

import { pathTo } from '@/config/routes'

/** The admin area's pages, read from the route table (routes.json). */
export const adminPaths = {
  dashboard: pathTo('adminDashboard'),
  services: pathTo('adminServices'),
  stateLaws: pathTo('adminStateLaws'),
  blog: pathTo('adminBlog'),
  faqs: pathTo('adminFaqs'),
  leads: pathTo('adminLeads'),
  users: pathTo('adminUsers'),
  partners: pathTo('adminPartners'),
  suppressions: pathTo('adminSuppressions'),
  revocations: pathTo('adminRevocations'),
  privacyRequests: pathTo('adminPrivacyRequests'),
  returns: pathTo('adminReturns'),
  invoices: pathTo('adminInvoices'),
  changeRequests: pathTo('adminChangeRequests'),
  settings: pathTo('adminSettings'),
  consentTexts: pathTo('adminConsentTexts'),
  tierRules: pathTo('adminTierRules'),
  analytics: pathTo('adminAnalytics'),
  experiments: pathTo('adminExperiments'),
  newExperiment: pathTo('adminExperimentNew'),
  experiment: (id: number | string) => pathTo('adminExperiment', { id }),
  audit: pathTo('adminAudit'),
} as const

/** The admin area's routes (kept out of config/paths.ts so public code never needs them). */
export const adminPaths = {
  dashboard: '/admin',
  services: '/admin/services',
  stateLaws: '/admin/state-law',
  blog: '/admin/blog',
  faqs: '/admin/faqs',
  leads: '/admin/leads',
  users: '/admin/users',
  partners: '/admin/partners',
  suppressions: '/admin/suppressions',
} as const

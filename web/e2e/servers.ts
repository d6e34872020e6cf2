/**
 * The two claimsite servers the browser tests run against (playwright.config.ts
 * starts both). Every request of the tests comes from 127.0.0.1, so the main
 * server's request limits are set far above what the specs send; the limited
 * server has limits low enough for rate-limits.spec.ts to reach them.
 */
export const mainPort = Number(process.env.E2E_PORT ?? 18181)
export const limitedPort = mainPort + 1
/** A server whose partner webhooks may reach loopback (delivery.spec.ts). */
export const deliveryPort = mainPort + 2

/** Request limits of the main server: on (the code path runs), never reached. */
export const generousLimits = [
  'contact_ip=10000/1h',
  'contact_phone=10000/1d',
  'register_ip=10000/1h',
  'forgot_password_ip=10000/1h',
  'forgot_password_email=10000/1h',
  'login_failures_ip=10000/15m',
  'search_ip=10000/1m',
  'opt_out_ip=10000/1h',
  'opt_out_contact=10000/1d',
  'privacy_request_ip=10000/1h',
  'privacy_request_contact=10000/1d',
  'privacy_confirm_ip=10000/1h',
  'visits_ip=10000/10m',
].join(',')

/** Request limits of the limited server. */
export const lowLimits = 'contact_ip=2/1h,register_ip=1/1h,login_failures_ip=2/15m'
export const limitedBaseURL = `http://127.0.0.1:${limitedPort}`
export const deliveryBaseURL = `http://127.0.0.1:${deliveryPort}`

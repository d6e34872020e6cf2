/**
 * The claimsite servers the browser tests run against (playwright.config.ts
 * starts them). Every request of the tests comes from 127.0.0.1, so the main
 * server's request limits are set far above what the specs send; the limited
 * server has limits low enough for rate-limits.spec.ts to reach them.
 *
 * Each Playwright worker has servers of its own (a main server, a delivery
 * server and an SMTP server with its Maildir), so tests in different workers
 * never see each other's data, mails or partners: worker slot i (its
 * TEST_PARALLEL_INDEX) uses ports E2E_PORT + 4i (main) and + 4i + 2
 * (delivery), and E2E_SMTP_PORT + i. The limited server is shared: only
 * rate-limits.spec.ts uses it.
 */
export const basePort = Number(process.env.E2E_PORT ?? 18181)
/** How many workers, and so sets of servers, the run has. */
export const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
/** The worker slot of this process (0 in the runner). */
export const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export const mainPortOf = (i: number) => basePort + 4 * i
export const deliveryPortOf = (i: number) => basePort + 4 * i + 2
export const smtpPortOf = (i: number) => Number(process.env.E2E_SMTP_PORT ?? 18125) + i

export const mainPort = mainPortOf(slot)
export const limitedPort = basePort + 1
/** A server whose partner webhooks may reach loopback (delivery.spec.ts). */
export const deliveryPort = deliveryPortOf(slot)

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
  'render_ip=10000/1m',
].join(',')

/** Request limits of the limited server. */
export const lowLimits = 'contact_ip=2/1h,register_ip=1/1h,login_failures_ip=2/15m,render_ip=3/10m'
export const limitedBaseURL = `http://127.0.0.1:${limitedPort}`
export const deliveryBaseURL = `http://127.0.0.1:${deliveryPort}`

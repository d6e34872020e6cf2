import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { e2eAdmin } from './e2e/admin'
import { deliveryPortOf, generousLimits, limitedPort, lowLimits, mainPort, mainPortOf, slot, smtpPortOf, workers } from './e2e/servers'

// Browser tests run against the real claimsite binary (built by `make build`)
// on throwaway SQLite databases, driving Debian's Chromium. Each worker has
// its own servers (e2e/servers.ts): this file is loaded again in every
// worker, where baseURL and E2E_MAILDIR name that worker's.
const port = mainPort
const baseURL = `http://127.0.0.1:${port}`
const binary = process.env.CLAIMSITE_BIN ?? '../bin/claimsite'
// Data folders are only needed where the servers start: in the runner.
const inRunner = process.env.TEST_PARALLEL_INDEX === undefined
// The folders this run made are removed when the runner exits (the servers
// are stopped by then); a folder passed in E2E_DATA_DIR or E2E_MAILDIR is
// the caller's and stays.
const madeDirs: string[] = []
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `claimsite-e2e-${name}-`))
  madeDirs.push(dir)
  return dir
}
if (inRunner) process.on('exit', () => madeDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
const dataDir = (name: string) => (inRunner ? tempDir(name) : '')
// A real SMTP server (Debian's aiosmtpd) per worker receives the product's
// mails into a Maildir the tests read. The folders are made once, in the
// runner, and passed in the environment to the workers.
for (let i = 0; i < workers; i++) {
  process.env[`E2E_MAILDIR_${i}`] ??= i === 0 && process.env.E2E_MAILDIR ? process.env.E2E_MAILDIR : tempDir('mail')
}
process.env.E2E_MAILDIR = process.env[`E2E_MAILDIR_${slot}`]

/** A server Playwright starts before the tests. */
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]

/** The servers of worker slot i: SMTP, main and delivery. */
function workerServers(i: number): WebServer[] {
  const smtpPort = smtpPortOf(i)
  const mainURL = `http://127.0.0.1:${mainPortOf(i)}`
  const deliveryURL = `http://127.0.0.1:${deliveryPortOf(i)}`
  return [
    {
      command: `/usr/bin/python3 -m aiosmtpd -n -l 127.0.0.1:${smtpPort} -c aiosmtpd.handlers.Mailbox ${join(process.env[`E2E_MAILDIR_${i}`]!, 'maildir')}`,
      port: smtpPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      command: `${binary} serve`,
      url: `${mainURL}/api/site`,
      reuseExistingServer: false,
      // The server logs every request; a failed start still shows as a timeout on `url`.
      stdout: 'ignore',
      stderr: 'ignore',
      timeout: 60_000,
      env: {
        CLAIMSITE_ADDR: `127.0.0.1:${mainPortOf(i)}`,
        CLAIMSITE_DATA_DIR: i === 0 && process.env.E2E_DATA_DIR ? process.env.E2E_DATA_DIR : dataDir(`main${i}`),
        CLAIMSITE_BCRYPT_COST: '4',
        CLAIMSITE_ADMIN_EMAIL: e2eAdmin.email,
        CLAIMSITE_ADMIN_PASSWORD: e2eAdmin.password,
        // The second factor is what team.spec.ts tests, on a server of its own.
        CLAIMSITE_REQUIRE_MFA: 'false',
        // All tests share 127.0.0.1: limits on, far above what they send.
        CLAIMSITE_RATE_LIMITS: generousLimits,
        CLAIMSITE_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CLAIMSITE_PUBLIC_URL: mainURL,
      },
    },
    {
      // A server whose partners' webhooks may be on loopback, where
      // delivery.spec.ts, conversions.spec.ts and opt-out.spec.ts run their
      // receivers; failed deliveries are retried after a second.
      command: `${binary} serve`,
      url: `${deliveryURL}/api/site`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      timeout: 60_000,
      env: {
        CLAIMSITE_ADDR: `127.0.0.1:${deliveryPortOf(i)}`,
        CLAIMSITE_DATA_DIR: dataDir(`delivery${i}`),
        CLAIMSITE_BCRYPT_COST: '4',
        CLAIMSITE_ADMIN_EMAIL: e2eAdmin.email,
        CLAIMSITE_ADMIN_PASSWORD: e2eAdmin.password,
        CLAIMSITE_REQUIRE_MFA: 'false',
        CLAIMSITE_RATE_LIMITS: generousLimits,
        CLAIMSITE_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CLAIMSITE_PUBLIC_URL: deliveryURL,
        CLAIMSITE_WEBHOOK_ALLOW_PRIVATE: 'true',
        CLAIMSITE_DELIVERY_RETRY: '1s',
      },
    },
  ]
}

export default defineConfig({
  testDir: './e2e',
  // A whole journey (admin, visitor, partner webhook, three axe scans) takes
  // 14-19 s with two workers on a 2-core machine half as fast as the one
  // these were written on, and once ran out of 30 s there (opt-out): the
  // budget is per test, each step keeps its own expect timeout.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Files are spread over the workers; the tests of one file run in order.
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // This machine has no network beyond the package registries: without
      // these flags Chromium keeps trying to reach Google's services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, hasTouch: true }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, i) => workerServers(i)).flat(),
    {
      // A second server whose limits rate-limits.spec.ts reaches.
      command: `${binary} serve`,
      url: `http://127.0.0.1:${limitedPort}/api/site`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      timeout: 60_000,
      env: {
        CLAIMSITE_ADDR: `127.0.0.1:${limitedPort}`,
        CLAIMSITE_DATA_DIR: dataDir('limited'),
        CLAIMSITE_BCRYPT_COST: '4',
        CLAIMSITE_RATE_LIMITS: lowLimits,
      },
    },
  ],
})

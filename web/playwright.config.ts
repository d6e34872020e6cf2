import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2eAdmin } from './e2e/admin'
import { deliveryPort, generousLimits, limitedPort, lowLimits, mainPort } from './e2e/servers'

// Browser tests run against the real claimsite binary (built by `make build`)
// on a throwaway SQLite database, driving Debian's Chromium.
const port = mainPort
const baseURL = `http://127.0.0.1:${port}`
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'claimsite-e2e-'))
const limitedDataDir = mkdtempSync(join(tmpdir(), 'claimsite-e2e-limited-'))
const deliveryDataDir = mkdtempSync(join(tmpdir(), 'claimsite-e2e-delivery-'))
const binary = process.env.CLAIMSITE_BIN ?? '../bin/claimsite'
// A real SMTP server (Debian's aiosmtpd) receives the product's mails into a
// Maildir the tests read. Set in the environment so the test workers, which
// load this file again, read the same folder.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 18125)
process.env.E2E_MAILDIR ??= mkdtempSync(join(tmpdir(), 'claimsite-e2e-mail-'))

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
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
    {
      command: `/usr/bin/python3 -m aiosmtpd -n -l 127.0.0.1:${smtpPort} -c aiosmtpd.handlers.Mailbox ${join(process.env.E2E_MAILDIR, 'maildir')}`,
      port: smtpPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      command: `${binary} serve`,
      url: `${baseURL}/api/site`,
      reuseExistingServer: false,
      // The server logs every request; a failed start still shows as a timeout on `url`.
      stdout: 'ignore',
      stderr: 'ignore',
      timeout: 60_000,
      env: {
        CLAIMSITE_ADDR: `127.0.0.1:${port}`,
        CLAIMSITE_DATA_DIR: dataDir,
        CLAIMSITE_BCRYPT_COST: '4',
        CLAIMSITE_ADMIN_EMAIL: e2eAdmin.email,
        CLAIMSITE_ADMIN_PASSWORD: e2eAdmin.password,
        // All tests share 127.0.0.1: limits on, far above what they send.
        CLAIMSITE_RATE_LIMITS: generousLimits,
        CLAIMSITE_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CLAIMSITE_PUBLIC_URL: baseURL,
      },
    },
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
        CLAIMSITE_DATA_DIR: limitedDataDir,
        CLAIMSITE_BCRYPT_COST: '4',
        CLAIMSITE_RATE_LIMITS: lowLimits,
      },
    },
    {
      // A third server whose partners' webhooks may be on loopback, where
      // delivery.spec.ts runs its receiver; failed deliveries are retried
      // after a second.
      command: `${binary} serve`,
      url: `http://127.0.0.1:${deliveryPort}/api/site`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      timeout: 60_000,
      env: {
        CLAIMSITE_ADDR: `127.0.0.1:${deliveryPort}`,
        CLAIMSITE_DATA_DIR: deliveryDataDir,
        CLAIMSITE_BCRYPT_COST: '4',
        CLAIMSITE_ADMIN_EMAIL: e2eAdmin.email,
        CLAIMSITE_ADMIN_PASSWORD: e2eAdmin.password,
        CLAIMSITE_RATE_LIMITS: generousLimits,
        CLAIMSITE_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CLAIMSITE_PUBLIC_URL: `http://127.0.0.1:${deliveryPort}`,
        CLAIMSITE_WEBHOOK_ALLOW_PRIVATE: 'true',
        CLAIMSITE_DELIVERY_RETRY: '1s',
      },
    },
  ],
})

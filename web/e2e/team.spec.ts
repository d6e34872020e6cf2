import { expect, test, type Browser, type Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { seriousViolations } from './axe'
import { e2eAdmin } from './admin'
import { settled } from './helpers'
import { linkIn, waitForMail } from './mail'
import { OwnServer } from './own-server'
import { slot, smtpPortOf } from './servers'

// A team joins (issue 21): on a site that requires two-step sign-in, the
// admin sets it up at the first sign-in, invites an editor and an intake
// member by e-mail, each accepts from the mailed link, sets up two-step
// sign-in (the intake member must, the editor may) and sees only their
// screens, and a
// lead export asks the admin to confirm it is them first; the intake member
// then adds a passkey (Chromium's virtual authenticator) and signs in with
// it, no password. Its own server (OwnServer) with this worker's SMTP
// server, at localhost (passkeys need a domain); checks last 10 s here.
const own = new OwnServer(
  'team',
  {
    CLAIMSITE_SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(slot)}`,
    CLAIMSITE_CONFIRM_WINDOW: '10s',
  },
  'localhost',
)
const base = own.base

test.beforeAll(async () => {
  own.prepare()
  await own.start()
})

test.afterAll(() => own.stop())

/** The newest time step (30 s) a code was used for, per key: the server takes each code once. */
const lastStep = new Map<string, number>()

/**
 * A code an authenticator app would show for the key the set-up screen
 * shows, of a step no code was used for yet: the current step's, or the
 * next one's (the server allows one step of drift), waiting for the next
 * step when both were used.
 */
async function freshCode(key: string): Promise<string> {
  const totp = new TOTP({ secret: key.replace(/\s+/g, ''), digits: 6, period: 30, algorithm: 'SHA1' })
  for (;;) {
    const now = Date.now()
    const step = Math.floor(now / 30_000)
    const used = lastStep.get(key) ?? -1
    for (const candidate of [step, step + 1]) {
      if (candidate > used) {
        lastStep.set(key, candidate)
        return totp.generate({ timestamp: candidate * 30_000 + 1_000 })
      }
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - now + 500))
  }
}

/** How long a check of who the person is lasts here (CLAIMSITE_CONFIRM_WINDOW), with a margin. */
const confirmWindow = 10_500

/** Waits until a check made at `checkedAt` (or before) has lapsed: the rest of the window, not all of it. */
async function lapsed(checkedAt: number): Promise<void> {
  const left = checkedAt + confirmWindow - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}

/**
 * Sets up two-step sign-in on the account screen, as a person with an
 * authenticator app does (required: their role needs it, and the screen
 * says so); returns the key.
 */
async function setUpTwoStep(page: Page, required = true): Promise<string> {
  await expect(page).toHaveURL(/\/user$/)
  const requirement = page.getByText(/needs two-step sign-in: set up an authenticator app, or add a passkey/)
  if (required) await expect(requirement).toBeVisible()
  else await expect(requirement).toBeHidden()
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  await expect(page.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible()
  const key = (await page.locator('.two-step__key').textContent()) ?? ''
  expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/)
  await page.getByLabel('Code from the app').fill(await freshCode(key))
  await page.getByRole('button', { name: 'Turn on' }).click()
  const codes = page.getByRole('list', { name: 'Recovery codes' })
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByText(/^On: signing in takes your password and a code/)).toBeVisible()
  return key
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`)
  await settled(page)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Accepts the invitation mailed to email in a browser of its own; returns its page. */
async function accept(browser: Browser, email: string, first: string): Promise<Page> {
  const mail = await waitForMail(email, 'You are invited to')
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${base}${linkIn(mail, '/accept-invitation')}`)
  await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('First name').fill(first)
  await page.getByLabel('Last name').fill('Team')
  await page.getByLabel('New password', { exact: true }).fill('a long team password')
  await page.getByLabel('Repeat the new password').fill('a long team password')
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  return page
}

/**
 * Gives the page's browser a platform authenticator that holds passkeys
 * and verifies its user (a fingerprint, as it were) without asking
 * (DevTools WebAuthn domain).
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('WebAuthn.enable')
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

async function invite(page: Page, email: string, role: string): Promise<void> {
  await page.getByRole('button', { name: 'Invite someone' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite someone' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Role').selectOption({ label: role })
  await dialog.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  await expect(dialog).toBeHidden()
}

test('an admin sets up two-step sign-in, invites an editor and an intake member who see only their screens; an export asks to confirm', async ({
  page,
  browser,
}) => {
  // Codes are taken once per 30-second step: the journey may wait for a new step three times.
  test.setTimeout(240_000)
  const stamp = Date.now()
  const editor = `editor-${stamp}@example.com`
  const intake = `intake-${stamp}@example.com`

  // The admin's first sign-in lands on the set-up, not the admin area.
  await logIn(page, e2eAdmin.email, e2eAdmin.password)
  await expect(page).toHaveURL(/\/user$/)
  // Nor does a direct link open it.
  await page.goto(`${base}/admin/leads`)
  const adminKey = await setUpTwoStep(page)
  expect(await seriousViolations(page, 'main')).toEqual([])

  // Signing in again now takes a code.
  await page.getByRole('button', { name: 'Logout' }).click()
  await logIn(page, e2eAdmin.email, e2eAdmin.password)
  await page.getByLabel('Code').fill(await freshCode(adminKey))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  const adminCheckedAt = Date.now()

  // Invitations from the Users screen.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click()
  await invite(page, editor, 'Editor')
  await invite(page, intake, 'Intake')
  const invitations = page.getByRole('table', { name: 'Invitations' })
  await expect(invitations.getByRole('row').filter({ hasText: editor })).toContainText('Pending')
  expect(await seriousViolations(page, '#admin-main')).toEqual([])

  // The editor accepts and sees the content screens only; the role does not
  // need two-step sign-in, but the editor sets it up all the same.
  const editorPage = await accept(browser, editor, 'Eddie')
  await expect(editorPage).toHaveURL(/\/admin$/)
  await editorPage.goto(`${base}/user`)
  await setUpTwoStep(editorPage, false)
  await editorPage.getByRole('link', { name: 'Admin area' }).click()
  const editorNav = editorPage.getByRole('navigation', { name: 'Admin' })
  await expect(editorNav.getByRole('link')).toHaveText(['Dashboard', 'Services', 'State Laws', 'Blog', 'FAQs', 'Experiments'])
  await editorPage.goto(`${base}/admin/leads`)
  await expect(editorPage.getByRole('heading', { name: 'No access' })).toBeVisible()

  // The intake member accepts, sets up two-step sign-in, then sees the leads and not the content.
  const intakePage = await accept(browser, intake, 'Ines')
  const intakeCheckedAt = Date.now()
  const intakeKey = await setUpTwoStep(intakePage)
  await intakePage.getByRole('link', { name: 'Admin area' }).click()
  const intakeNav = intakePage.getByRole('navigation', { name: 'Admin' })
  await expect(intakeNav.getByRole('link')).toHaveText([
    'Dashboard',
    'Leads',
    'Returns',
    'Do Not Contact',
    'Revocations',
    'Privacy Requests',
  ])
  await intakeNav.getByRole('link', { name: 'Leads' }).click()
  await expect(intakePage.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
  await expect(intakePage.getByRole('button', { name: /Export/ })).toHaveCount(0)

  // The admin's check has lapsed (10 s here): the export asks for a code first, then downloads.
  await lapsed(adminCheckedAt)
  await page.goto(`${base}/admin/leads`)
  const downloaded = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' })
  await confirm.getByLabel('Code from your authenticator app').fill(await freshCode(adminKey))
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  expect((await downloaded).suggestedFilename()).toMatch(/\.csv$/)
  await expect(confirm).toBeHidden()

  await page.goto(`${base}/admin/users`)
  await expect(page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: editor })).toContainText('Accepted')

  // The intake member adds a passkey: adding a factor to an account that has
  // one asks to confirm it is them, once their check has lapsed.
  await lapsed(intakeCheckedAt)
  await addVirtualAuthenticator(intakePage)
  await intakePage.goto(`${base}/user`)
  await intakePage.getByLabel('Name of the new passkey (optional)').fill('Office PC')
  await intakePage.getByRole('button', { name: 'Add a passkey' }).click()
  const intakeConfirm = intakePage.getByRole('dialog', { name: 'Confirm it is you' })
  await intakeConfirm.getByLabel('Code from your authenticator app').fill(await freshCode(intakeKey))
  await intakeConfirm.getByRole('button', { name: 'Confirm' }).click()
  const passkeys = intakePage.getByRole('list', { name: 'Your passkeys' })
  await expect(passkeys.getByRole('listitem')).toHaveCount(1)
  await expect(passkeys).toContainText('Office PC')
  await expect(passkeys).toContainText('not used yet')
  expect(await seriousViolations(intakePage, 'main')).toEqual([])

  // Then signs in with it alone: no e-mail, no password, no code.
  await intakePage.getByRole('button', { name: 'Logout' }).click()
  await intakePage.goto(`${base}/login`)
  await settled(intakePage)
  await intakePage.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(intakePage).toHaveURL(/\/admin$/)
  await intakePage.goto(`${base}/user`)
  await expect(intakePage.getByRole('list', { name: 'Your passkeys' })).toContainText('last used')

  await editorPage.context().close()
  await intakePage.context().close()
})

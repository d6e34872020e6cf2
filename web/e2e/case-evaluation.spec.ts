import { expect, test, type Locator, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, leadsFor, settled, skipCompensationPopup, uniqueEmail, watchConsole, LONG } from './helpers'

// The case evaluation (issue 23) against the real server: its check and
// create endpoints, the state's deadline and the tier. Every rule of a step
// is also tested below the browser (CaseEvaluation.test.tsx, the Go tests
// of the endpoints); these walk the journeys a visitor takes.

/** Presses Tab until target has the focus: the keyboard's way to a control. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

/** Chooses an answer of a radio group by keyboard: Tab into the group, arrows to the answer, Space. */
async function chooseByKeyboard(page: Page, groupName: string | RegExp, answer: string): Promise<void> {
  const group = page.getByRole('group', { name: groupName })
  const radios = group.getByRole('radio')
  await tabTo(
    page,
    (await group.getByRole('radio', { checked: true }).count()) > 0 ? group.getByRole('radio', { checked: true }) : radios.first(),
  )
  const target = group.getByRole('radio', { name: answer, exact: true })
  for (let i = 0; i < (await radios.count()); i++) {
    if (await target.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('ArrowDown')
  }
  await expect(target).toBeFocused()
  await page.keyboard.press('Space')
  await expect(target).toBeChecked()
}

/** Picks an option of a select by keyboard: focus it and type the start of the option's text. */
async function selectByKeyboard(page: Page, label: string, text: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true })
  await tabTo(page, select)
  await page.keyboard.type(text)
  await expect(select.locator('option:checked')).toHaveText(text)
}

async function typeByKeyboard(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }))
  await page.keyboard.type(text)
}

/** Tab to the step's Next (or Submit) button and press Enter. */
async function nextByKeyboard(page: Page, name = 'Next'): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }))
  await page.keyboard.press('Enter')
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })

/** A date about three months ago: inside any state's deadline, and never in the future. */
function recentMonth(): { month: string; year: string } {
  const date = new Date()
  date.setDate(1)
  date.setMonth(date.getMonth() - 3)
  return { month: date.toLocaleString('en-US', { month: 'long' }), year: String(date.getFullYear()) }
}

/** Collects the funnel beacons the page sends, as "step event". */
function watchFunnel(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/case-evaluations/funnel') return
    const body = request.postDataJSON() as { step: number; event: string }
    sent.push(`${body.step} ${body.event}`)
  })
  return sent
}

/** Counts the leads the page sends (POST /api/case-evaluations), whatever answers them. */
function countEvaluationPosts(page: Page): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/case-evaluations') count++
  })
  return () => count
}

async function leadTotal(page: Page): Promise<number> {
  const token = await adminToken(page.request)
  const response = await page.request.get('/api/admin/leads', { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { total: number }).total
}

/** Steps 1 to 5 by mouse (the keyboard journey is its own test). */
async function answerFirstSteps(page: Page, { represented = false } = {}): Promise<void> {
  const { month, year } = recentMonth()
  await page.getByLabel('Car Accident').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading(page, 'When and where did it happen?')).toBeFocused()
  await page.getByLabel('Month').selectOption({ label: month })
  await page.getByLabel('Year').selectOption(year)
  await page.getByLabel('State where it happened').selectOption('TX')
  await page.getByLabel('Your ZIP code').fill('73301')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading(page, 'About your injuries')).toBeFocused()
  await page.getByRole('group', { name: 'Were you injured?' }).getByLabel('Yes').check()
  await page.getByLabel('Urgent care or the ER').check()
  await page.getByRole('group', { name: 'Are you still being treated?' }).getByLabel('No').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading(page, 'How did it happen?')).toBeFocused()
  await page.getByLabel('The other party').check()
  await page.getByRole('group', { name: 'Was a police report made?' }).getByLabel('Yes').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading(page, 'Where do things stand?')).toBeFocused()
  await page
    .getByRole('group', { name: /already have a lawyer/ })
    .getByLabel(represented ? 'Yes' : 'No')
    .check()
  await page
    .getByRole('group', { name: /already been settled/ })
    .getByLabel('No')
    .check()
  await page.getByRole('button', { name: 'Next' }).click()
}

test.describe('case evaluation', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test.beforeEach(async ({ page }) => {
    await skipCompensationPopup(page)
  })

  test('a visitor completes it on a phone with the keyboard alone, and the lead keeps its answers, deadline and tier', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page)
    const funnel = watchFunnel(page)
    const email = uniqueEmail('evaluation')
    const { month, year } = recentMonth()
    await page.goto('/case-evaluation?service=1')
    await settled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await expect(page.getByText('Step 1 of 6')).toBeVisible()
    expect(await seriousViolations(page, '#evaluation')).toEqual([])

    // Step 1: the service page's accident type is chosen already.
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
    await chooseByKeyboard(page, 'Choose the one that fits best', 'Truck Accident')
    await nextByKeyboard(page)

    await expect(heading(page, 'When and where did it happen?')).toBeFocused()
    await expect(page.getByText('Step 2 of 6')).toBeVisible()
    await selectByKeyboard(page, 'Month', month)
    await selectByKeyboard(page, 'Year', year)
    await expect(page.getByText(`we count from ${month} 1, ${year}`)).toBeVisible()
    await selectByKeyboard(page, 'State where it happened', 'Texas')
    await typeByKeyboard(page, 'Your ZIP code', '73301')
    expect(await seriousViolations(page, '#evaluation')).toEqual([])
    await nextByKeyboard(page)

    await expect(heading(page, 'About your injuries')).toBeFocused()
    // The server's deadline note, in its neutral words.
    await expect(page.locator('.evaluation-note').first()).toContainText('Texas')
    await expect(page.locator('.evaluation-note').first()).toContainText('Exceptions can shorten or extend it.')
    await chooseByKeyboard(page, 'Were you injured?', 'Yes')
    await chooseByKeyboard(page, 'What treatment have you had so far?', 'A hospital stay')
    await chooseByKeyboard(page, 'Are you still being treated?', 'Yes')
    await nextByKeyboard(page)

    await expect(heading(page, 'How did it happen?')).toBeFocused()
    await chooseByKeyboard(page, 'Who was at fault?', 'The other party')
    await chooseByKeyboard(page, 'Was a police report made?', 'Yes')
    await tabTo(page, page.getByRole('checkbox', { name: 'A commercial truck or company vehicle' }))
    await page.keyboard.press('Space')
    await expect(page.getByRole('checkbox', { name: 'A commercial truck or company vehicle' })).toBeChecked()
    expect(await seriousViolations(page, '#evaluation')).toEqual([])
    await nextByKeyboard(page)

    await expect(heading(page, 'Where do things stand?')).toBeFocused()
    await chooseByKeyboard(page, /already have a lawyer/, 'No')
    await chooseByKeyboard(page, /already been settled/, 'No')
    await nextByKeyboard(page)

    await expect(heading(page, 'How can an attorney reach you?')).toBeFocused()
    await typeByKeyboard(page, 'First Name*', 'Robin')
    await typeByKeyboard(page, 'Last Name*', 'Keys')
    await typeByKeyboard(page, 'Email*', email)
    await typeByKeyboard(page, 'Phone*', '5553456789')
    await typeByKeyboard(page, 'Anything else you want to tell us? (optional)', 'Hit by a delivery truck at a light.')
    await tabTo(page, page.getByRole('checkbox', { name: /By checking this box|By clicking Submit/ }))
    await page.keyboard.press('Space')
    expect(await seriousViolations(page, '#evaluation')).toEqual([])
    await nextByKeyboard(page, 'Submit')

    await expect(page).toHaveURL(/\/thank-you$/)
    await expect(page.locator('h1')).toHaveText("You're All Set!")
    await expect.poll(() => funnel.includes('6 complete')).toBe(true)
    expect(funnel.filter((entry) => entry.endsWith('view'))).toEqual(['1 view', '2 view', '3 view', '4 view', '5 view', '6 view'])

    const [lead] = await leadsFor(request, email)
    expect(lead.source_form).toBe('case_evaluation')
    const token = await adminToken(request)
    const detail = await request.get(`/api/admin/leads/${lead.id}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(detail.status()).toBe(200)
    const { data } = (await detail.json()) as {
      data: { tier: string; state: string; qualification: Record<string, unknown> & { tier_reasons: string[] } }
    }
    expect(data.state).toBe('TX')
    expect(data.qualification).toMatchObject({
      accident_date: `${year}-${String(new Date(`${month} 1, ${year}`).getMonth() + 1).padStart(2, '0')}`,
      injured: true,
      treatment: 'hospital',
      still_treating: true,
      fault: 'other',
      police_report: 'yes',
      vehicles: ['commercial'],
      deadline_status: 'open',
    })
    expect(data.tier).toMatch(/^[A-D]$/)
    expect(data.qualification.tier_reasons.length).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  test('a visitor who already has a lawyer gets the explanation and the referral, and no lead is stored', async ({ page }) => {
    const posts = countEvaluationPosts(page)
    const funnel = watchFunnel(page)
    const before = await leadTotal(page)
    await page.goto('/case-evaluation')
    await settled(page)
    await answerFirstSteps(page, { represented: true })

    await expect(heading(page, 'You already have a lawyer for this')).toBeFocused()
    await expect(page.getByText(/A lawyer already represents you for this accident/)).toBeVisible()
    await expect(page.getByText('Nothing you entered here has been saved or sent to anyone.', { exact: false })).toBeVisible()
    await expect(page.getByLabel('First Name*')).toHaveCount(0)
    expect(await seriousViolations(page, '#evaluation')).toEqual([])
    await expect.poll(() => funnel.includes('5 ended')).toBe(true)
    expect(posts()).toBe(0)
    expect(await leadTotal(page)).toBe(before)
  })

  // Back and the server's 422 are tested in Vitest (CaseEvaluation.test.tsx): in make verify (decision 051).
  test('Back keeps every answer and checks nothing', LONG, async ({ page }) => {
    await page.goto('/case-evaluation?state=TX')
    await settled(page)
    const { month, year } = recentMonth()
    await page.getByLabel('Slip and Fall').check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByLabel('State where it happened')).toHaveValue('TX')
    await page.getByLabel('Month').selectOption({ label: month })
    await page.getByLabel('Day (if known)').selectOption('1')
    await page.getByLabel('Year').selectOption(year)
    await page.getByLabel('Your ZIP code').fill('75001')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(heading(page, 'About your injuries')).toBeFocused()
    await page.getByRole('group', { name: 'Were you injured?' }).getByLabel('No').check()

    await page.getByRole('button', { name: 'Back' }).click()
    await expect(heading(page, 'When and where did it happen?')).toBeFocused()
    await expect(page.locator('.invalid-feedback')).toHaveCount(0)
    await expect(page.getByLabel('Day (if known)')).toHaveValue('1')
    await expect(page.getByLabel('Your ZIP code')).toHaveValue('75001')
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByLabel('Slip and Fall')).toBeChecked()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(heading(page, 'About your injuries')).toBeFocused()
    await expect(page.getByRole('group', { name: 'Were you injured?' }).getByLabel('No')).toBeChecked()
  })

  test("a step the server refuses shows the server's words under the field", LONG, async ({ page }) => {
    await page.route('**/api/case-evaluations/check', async (route) => {
      const { step } = route.request().postDataJSON() as { step: number }
      if (step !== 2) return route.fallback()
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The given data was invalid.', errors: { zip_code: ['This ZIP code is not in Texas.'] } }),
      })
    })
    await page.goto('/case-evaluation?service=1&state=TX')
    await settled(page)
    const { month, year } = recentMonth()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Month').selectOption({ label: month })
    await page.getByLabel('Year').selectOption(year)
    await page.getByLabel('Your ZIP code').fill('90210')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('This ZIP code is not in Texas.')).toBeVisible()
    await expect(page.getByLabel('Your ZIP code')).toBeFocused()
    await expect(heading(page, 'When and where did it happen?')).toBeVisible()
  })
})

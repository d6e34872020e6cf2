import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { settled, skipCompensationPopup } from './helpers'

interface Question {
  id: number
  faq_question: string
}

interface QuestionPage {
  data: Question[]
  last_page: number
  total: number
  per_page: number
}

async function questionPage(request: APIRequestContext, n: number): Promise<QuestionPage> {
  const response = await request.get(`/api/questions?page=${n}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as QuestionPage
}

function pager(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Question pages' })
  return {
    nav,
    pages: nav.getByRole('button', { name: /^Page \d+$/ }),
    previous: nav.getByRole('button', { name: 'Previous page' }),
    next: nav.getByRole('button', { name: 'Next page' }),
    current: nav.locator('[aria-current="page"]'),
  }
}

const shownQuestions = (page: Page) => page.locator('.question-card__question')

test.describe('Asked Questions', () => {
  test('pages through the 26 questions ten at a time', async ({ page, request }) => {
    await skipCompensationPopup(page)
    const first = await questionPage(request, 1)
    expect(first.total).toBe(26)
    expect(first.per_page).toBe(10)
    expect(first.last_page).toBe(3)

    await page.goto('/Faqs')
    await settled(page)
    const { pages, previous, next, current } = pager(page)
    await expect(pages).toHaveText(['1', '2', '3'])
    await expect(current).toHaveText('1')
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    await expect(shownQuestions(page)).toHaveText(first.data.map((question) => question.faq_question))

    const second = await questionPage(request, 2)
    await page.getByRole('navigation', { name: 'Question pages' }).getByRole('button', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\/Faqs\?page=2#questions$/)
    await expect(current).toHaveText('2')
    await expect(shownQuestions(page)).toHaveText(second.data.map((question) => question.faq_question))
    const shownOnTwo = await shownQuestions(page).allTextContents()
    expect(shownOnTwo.filter((text) => first.data.some((question) => question.faq_question === text))).toEqual([])
    await expect(previous).toBeEnabled()
    await expect(next).toBeEnabled()

    const third = await questionPage(request, 3)
    await next.click()
    await expect(current).toHaveText('3')
    await expect(shownQuestions(page)).toHaveCount(6)
    await expect(shownQuestions(page)).toHaveText(third.data.map((question) => question.faq_question))
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()

    await previous.click()
    await expect(current).toHaveText('2')
  })

  test('opens on the page ?page= names', async ({ page, request }) => {
    await skipCompensationPopup(page)
    const third = await questionPage(request, 3)
    await page.goto('/Faqs?page=3')
    await settled(page)
    await expect(pager(page).current).toHaveText('3')
    await expect(shownQuestions(page)).toHaveText(third.data.map((question) => question.faq_question))
  })

  test('a question found with the header search opens on its page, scrolled to it', async ({ page, request }) => {
    await skipCompensationPopup(page)
    const second = await questionPage(request, 2)
    const question = second.data[5]
    const anchor = `question-${question.id}`

    await page.goto('/')
    await settled(page)
    const box = page.getByLabel('Search the site')
    await box.fill(question.faq_question)
    const hit = page.locator('.site-search__hit').filter({ hasText: 'FAQ' }).filter({ hasText: question.faq_question })
    await expect(hit).toHaveAttribute('href', `/Faqs?page=2#${anchor}`)
    await hit.click()

    await expect(page).toHaveURL(new RegExp(`/Faqs\\?page=2#${anchor}$`))
    await expectScrolledTo(page, anchor, question.faq_question)
    await expect(pager(page).current).toHaveText('2')
  })

  test('a link to a question opens its page scrolled to it', async ({ page, request }) => {
    await skipCompensationPopup(page)
    const third = await questionPage(request, 3)
    const question = third.data[4]
    const anchor = `question-${question.id}`
    const hits = (await (await request.get(`/api/search?q=${encodeURIComponent(question.faq_question)}`)).json()) as {
      data: { type: string; id: number; url: string }[]
    }
    const url = hits.data.find((hit) => hit.type === 'question' && hit.id === question.id)?.url
    expect(url).toBe(`/Faqs?page=3#${anchor}`)

    await page.goto(url!)
    await expectScrolledTo(page, anchor, question.faq_question)
    await expect(pager(page).current).toHaveText('3')
  })

  test('a question link still lands on the question when the questions arrive late', async ({ page, request }) => {
    const third = await questionPage(request, 3)
    const question = third.data[2]
    const anchor = `question-${question.id}`
    // A slow connection: the questions take longer than the 3 s after which the pop-up opens.
    await page.route('**/api/questions?page=3', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_500))
      await route.continue()
    })
    await page.goto(`/Faqs?page=3#${anchor}`)
    const popup = page.getByRole('dialog', { name: 'Claim Your Personal Injury Compensation' })
    await expect(popup).toBeVisible({ timeout: 6_000 })
    await expect(page.locator(`#${anchor}`)).toBeAttached({ timeout: 6_000 })
    await popup.getByRole('button', { name: 'Close' }).click()
    await expectScrolledTo(page, anchor, question.faq_question)
  })
})

/** The question is shown, marked, and scrolled to just below the sticky navigation. */
async function expectScrolledTo(page: Page, anchor: string, text: string): Promise<void> {
  const card = page.locator(`#${anchor}`)
  await expect(card.locator('.question-card__question')).toHaveText(text)
  await expect(card).toHaveClass(/is-target/)
  await expect(card).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  // Smooth scrolling ends with the card at the top, below the sticky navigation.
  await expect
    .poll(async () => Math.round(await card.evaluate((node) => node.getBoundingClientRect().top)), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(60)
  await expect
    .poll(async () => Math.round(await card.evaluate((node) => node.getBoundingClientRect().top)), { timeout: 5_000 })
    .toBeLessThanOrEqual(120)
}

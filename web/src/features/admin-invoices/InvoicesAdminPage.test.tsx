import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { invoiceFixture } from '@/testing/invoice-fixture'
import { onePage } from '@/testing/paginated'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import InvoicesAdminPage from './InvoicesAdminPage'

const invoice = invoiceFixture('admin')
const { lines: _lines, ...listed } = invoice

const page = onePage([listed])

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('InvoicesAdminPage', () => {
  it('lists invoices, filters them by firm and month, and opens one', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({
      'GET /api/admin/invoices': jsonResponse(200, page),
      'GET /api/admin/invoices/12': jsonResponse(200, { data: invoice }),
      'GET /api/admin/partners': jsonResponse(200, { data: [{ id: 7, name: 'Lone Star Injury Law' }] }),
    })
    signIn('admin-token')
    renderWithProviders(<InvoicesAdminPage />, { route: '/admin/invoices' })
    const open = await screen.findByRole('button', { name: 'Invoice 12' })
    const row = open.closest('tr')!
    expect(row).toHaveTextContent('Lone Star Injury Law')
    expect(row).toHaveTextContent('Oct 1 – 31, 2026')
    expect(within(row).getByRole('button', { name: 'PDF of invoice 12' })).toBeEnabled()
    await user.selectOptions(await screen.findByLabelText('Firm'), 'Lone Star Injury Law')
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('partner_id=7'))).toBe(true))
    await user.type(screen.getByLabelText('Month'), '2026-10')
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('period=2026-10'))).toBe(true))

    await user.click(screen.getByRole('button', { name: 'Invoice 12' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 12' })
    const doc = await within(dialog).findByRole('article', { name: 'Invoice 12' })
    expect(doc).toHaveTextContent('Leads this period, less credits$45.00')
    expect(doc).toHaveTextContent('Issued Nov 1, 2026')
  })
})

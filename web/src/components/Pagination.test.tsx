import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { pageItems, Pagination, type PaginationMeta } from './Pagination'

function meta(overrides: Partial<PaginationMeta> = {}): PaginationMeta {
  return {
    current_page: 1,
    last_page: 3,
    total: 30,
    per_page: 12,
    prev_page_url: null,
    next_page_url: '/api/card-services?page=2',
    ...overrides,
  }
}

function pageButtons() {
  return within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .filter((button) => /^Page \d+$/.test(button.getAttribute('aria-label') ?? ''))
    .map((button) => Number(button.textContent))
}

describe('pageItems', () => {
  it('lists every page up to 13 pages', () => {
    expect(pageItems(1)).toEqual([1])
    expect(pageItems(13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
  })

  it('is compact above 13 pages: 1..10, an ellipsis, then the last two', () => {
    expect(pageItems(14)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'ellipsis', 13, 14])
    expect(pageItems(40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'ellipsis', 39, 40])
  })
})

describe('Pagination', () => {
  it('is hidden when total does not exceed per_page', () => {
    const { container } = render(<Pagination meta={meta({ total: 12, per_page: 12, last_page: 1 })} onPageChange={() => {}} />)
    expect(container).toBeEmptyDOMElement()
    const { container: fewer } = render(<Pagination meta={meta({ total: 5, per_page: 12, last_page: 1 })} onPageChange={() => {}} />)
    expect(fewer).toBeEmptyDOMElement()
  })

  it('shows when total exceeds per_page by one', () => {
    render(<Pagination meta={meta({ total: 13, per_page: 12, last_page: 2 })} onPageChange={() => {}} />)
    expect(pageButtons()).toEqual([1, 2])
  })

  it('shows every page up to 13 pages', () => {
    render(<Pagination meta={meta({ total: 130, per_page: 10, last_page: 13 })} onPageChange={() => {}} />)
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect(screen.queryByText('…')).not.toBeInTheDocument()
  })

  it('is compact above 13 pages', () => {
    render(<Pagination meta={meta({ total: 200, per_page: 10, last_page: 20 })} onPageChange={() => {}} />)
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 19, 20])
    expect(screen.getByText('…')).toBeInTheDocument()
  })

  it('highlights the current page', () => {
    render(
      <Pagination
        meta={meta({ current_page: 2, prev_page_url: '/api/x?page=1', next_page_url: '/api/x?page=3' })}
        onPageChange={() => {}}
      />,
    )
    const current = screen.getByRole('button', { name: 'Page 2' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current.closest('li')).toHaveClass('active')
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current')
  })

  it('disables previous when prev_page_url is null and next when next_page_url is null', () => {
    const { unmount } = render(<Pagination meta={meta({ prev_page_url: null })} onPageChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
    unmount()
    render(<Pagination meta={meta({ current_page: 3, prev_page_url: '/api/x?page=2', next_page_url: null })} onPageChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('raises the chosen page number', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    render(
      <Pagination
        meta={meta({ current_page: 2, prev_page_url: '/api/x?page=1', next_page_url: '/api/x?page=3' })}
        onPageChange={onPageChange}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]])
  })
})

describe('Pagination in Spanish', () => {
  it('names its buttons in the page’s language', () => {
    renderWithProviders(<Pagination meta={meta({ current_page: 2, prev_page_url: '/x?page=1' })} onPageChange={() => {}} />, {
      route: '/es/services',
    })
    const nav = screen.getByRole('navigation', { name: 'Paginación' })
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeEnabled()
    expect(within(nav).getByRole('button', { name: 'Página 3' })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Página siguiente' })).toBeEnabled()
  })
})

import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useUrlFilters, type UrlFilterCodec } from './use-url-filters'

interface Filters {
  q: string
  status: string
  routing: string
}

const empty: Filters = { q: '', status: '', routing: '' }
const codec: UrlFilterCodec<Filters> = {
  read: (params) => ({ q: params.get('q') ?? '', status: params.get('status') ?? '', routing: params.get('routing') ?? '' }),
  write: (filters, page) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
    if (page && page > 1) params.set('page', String(page))
    return params
  },
  empty,
}

function renderFilters(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  return renderHook(() => ({ ...useUrlFilters(codec), url: useLocation().search }), { wrapper })
}

describe('useUrlFilters', () => {
  it('keeps both of two changes made before React renders the first', () => {
    const { result } = renderFilters('/admin/leads?status=new&routing=failed')
    act(() => {
      result.current.setFilters({ status: '' })
      result.current.setFilters({ routing: 'unrouted' })
    })
    expect(result.current.url).toBe('?routing=unrouted')
    expect(result.current.filters).toEqual({ q: '', status: '', routing: 'unrouted' })
  })

  it('starts again at page 1 on a filter change, and keeps the filters when the page changes', () => {
    const { result } = renderFilters('/admin/leads?status=new&page=3')
    expect(result.current.page).toBe(3)
    act(() => result.current.setPage(4))
    expect(result.current.url).toBe('?status=new&page=4')
    act(() => result.current.setFilters({ routing: 'routed' }))
    expect(result.current.url).toBe('?status=new&routing=routed')
    expect(result.current.page).toBe(1)
  })

  it('clears every filter, the search box too', () => {
    const { result } = renderFilters('/admin/leads?q=robin&status=new')
    expect(result.current.url).toBe('?q=robin&status=new')
    expect(result.current.search).toBe('robin')
    act(() => result.current.clearFilters())
    expect(result.current.url).toBe('')
    expect(result.current.filters).toEqual(empty)
    expect(result.current.search).toBe('')
  })
})

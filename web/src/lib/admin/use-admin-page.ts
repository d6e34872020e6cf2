import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** The current admin table page from `?page=` (1 when absent or invalid) and its setter. */
export function useAdminPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const raw = Number(params.get('page'))
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current)
        if (next > 1) updated.set('page', String(next))
        else updated.delete('page')
        return updated
      }),
    [setParams],
  )
  return [page, setPage]
}

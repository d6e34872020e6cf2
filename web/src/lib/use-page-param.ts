import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

/**
 * The current list page from `?page=`, and a setter that also scrolls back to
 * the list (through its anchor) rather than to the top of the page.
 */
export function usePageParam(anchorId: string): [number, (page: number) => void] {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const raw = Number(params.get('page'))
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1
  const setPage = useCallback(
    (next: number) => navigate({ search: next > 1 ? `?page=${next}` : '', hash: `#${anchorId}` }),
    [navigate, anchorId],
  )
  return [page, setPage]
}

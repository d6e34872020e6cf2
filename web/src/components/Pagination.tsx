import type { Paginated } from '@/lib/api-client'
import { Icon } from './Icon'
import { useKitText } from './kit-text'

export type PaginationMeta = Pick<
  Paginated<unknown>,
  'current_page' | 'last_page' | 'total' | 'per_page' | 'prev_page_url' | 'next_page_url'
>

/** Above this many pages the control is compact: 1..10, an ellipsis, then the last two. */
export const COMPACT_ABOVE = 13

export type PageItem = number | 'ellipsis'

export function pageItems(lastPage: number): PageItem[] {
  if (lastPage > COMPACT_ABOVE) {
    const first = Array.from({ length: 10 }, (_, i) => i + 1)
    return [...first, 'ellipsis', lastPage - 1, lastPage]
  }
  return Array.from({ length: Math.max(lastPage, 0) }, (_, i) => i + 1)
}

export interface PaginationProps {
  meta: PaginationMeta
  onPageChange: (page: number) => void
  /** Names the navigation landmark, e.g. 'Services pages' ('Pagination' when left out). */
  label?: string
}

export function Pagination({ meta, onPageChange, label }: PaginationProps) {
  const { t } = useKitText()
  if (meta.total <= meta.per_page) return null
  const current = meta.current_page
  const prevDisabled = !meta.prev_page_url
  const nextDisabled = !meta.next_page_url

  return (
    <nav className="pager" aria-label={label ?? t('kit.pagination')}>
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${prevDisabled ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={prevDisabled}
            onClick={() => onPageChange(current - 1)}
            aria-label={t('kit.pagination.previous')}
          >
            <Icon name="chevronLeft" size={16} />
          </button>
        </li>
        {pageItems(meta.last_page).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === current ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('kit.pagination.page', { page: item })}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${nextDisabled ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={nextDisabled}
            onClick={() => onPageChange(current + 1)}
            aria-label={t('kit.pagination.next')}
          >
            <Icon name="chevronRight" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  )
}

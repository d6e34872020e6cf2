import type { Paginated } from '@/lib/api-client'

/** A list answer of the API with every row on its one page. */
export function onePage<T>(data: T[]): Paginated<T> {
  return {
    data,
    current_page: 1,
    last_page: 1,
    total: data.length,
    per_page: 25,
    from: data.length ? 1 : null,
    to: data.length || null,
    prev_page_url: null,
    next_page_url: null,
  }
}

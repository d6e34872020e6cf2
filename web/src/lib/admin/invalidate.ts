import type { QueryClient } from '@tanstack/react-query'

/**
 * After an admin change, every cached list may be out of date: the admin
 * tables and stats, and the public lists (header menus, cards, FAQs, blog).
 * Only the session ('auth') and site settings survive. Active queries refetch;
 * the others refetch when next shown.
 */
export function invalidateContent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'site',
  })
}

import type { QueryClient } from '@tanstack/react-query'
import { leadKeys } from './keys'

/**
 * After a retry or a send: the lead (its trail and routing), the inbox (its
 * routing and delivery filters) and the dashboard counts may all have changed.
 * Resolves once the shown lead has been fetched again.
 */
export function refreshAfterDelivery(queryClient: QueryClient, leadId: number | string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leadKeys.detail(String(leadId)), exact: true }),
    queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: leadKeys.stats(), exact: true }),
  ])
}

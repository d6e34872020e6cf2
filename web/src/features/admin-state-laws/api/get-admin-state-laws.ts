import { adminListKey, adminListQueryOptions, useAdminList } from '@/lib/admin/admin-list'
import type { AdminStateLaw } from '../types'

/** GET /api/admin/state_laws?page=N: 10 per page. */
export const STATE_LAWS = 'state_laws'

export const adminStateLawsKey = (page?: number) => adminListKey(STATE_LAWS, page)

export const adminStateLawsQueryOptions = (page: number) => adminListQueryOptions<AdminStateLaw>(STATE_LAWS, page)

export function useAdminStateLaws(page: number) {
  return useAdminList<AdminStateLaw>(STATE_LAWS, page)
}

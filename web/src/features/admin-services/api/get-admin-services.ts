import { adminListKey, adminListQueryOptions, useAdminList } from '@/lib/admin/admin-list'
import type { AdminService } from '../types'

/** GET /api/admin/services?page=N: 10 per page, newest first. */
export const SERVICES = 'services'

export const adminServicesKey = (page?: number) => adminListKey(SERVICES, page)

export const adminServicesQueryOptions = (page: number) => adminListQueryOptions<AdminService>(SERVICES, page)

export function useAdminServices(page: number) {
  return useAdminList<AdminService>(SERVICES, page)
}

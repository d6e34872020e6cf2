import { adminListKey, adminListQueryOptions, useAdminList } from '@/lib/admin/admin-list'
import type { AdminPost } from '../types'

/** GET /api/admin/blogs?page=N: 10 per page, drafts included. */
export const POSTS = 'blogs'

export const adminPostsKey = (page?: number) => adminListKey(POSTS, page)

export const adminPostsQueryOptions = (page: number) => adminListQueryOptions<AdminPost>(POSTS, page)

export function useAdminPosts(page: number) {
  return useAdminList<AdminPost>(POSTS, page)
}

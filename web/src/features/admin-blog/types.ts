export type PostStatus = 'draft' | 'published'

/** A blog post as the admin API returns it (docs/api.md `Post`). */
export interface AdminPost {
  id: number
  title: string
  slug: string
  excerpt: string
  /** Sanitized HTML. */
  body: string
  /** Image path relative to /storage/; may be empty. */
  path: string
  status: PostStatus
  /** RFC 3339, or null for a draft that was never published. */
  published_at: string | null
  seo_title: string
  seo_description: string
  seo_keywords: string
  created_at: string
  updated_at: string
}

/**
 * The Add / Edit form. `published_at` is the datetime-local value (local
 * time, '' = now when publishing); `path` is the newly chosen image.
 */
export interface PostFormValues {
  title: string
  slug: string
  excerpt: string
  body: string
  path: File | null
  status: PostStatus
  published_at: string
  seo_title: string
  seo_description: string
  seo_keywords: string
}

export interface PostSaved {
  message: string
  blog: AdminPost
}

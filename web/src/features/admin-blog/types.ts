import type { SpanishFormValues } from '@/lib/admin/spanish'

export type PostStatus = 'draft' | 'published'

/** A post's Spanish version (issue 25), published with the post, at /es/blog/{slug}. */
export interface PostSpanish {
  title: string
  /** Unique among the Spanish slugs; empty on a save: made from the Spanish title. */
  slug: string
  excerpt: string
  /** Sanitized HTML. */
  body: string
  seo_title: string
  seo_description: string
  seo_keywords: string
}

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
  /** The Spanish version; null when there is none. */
  es: PostSpanish | null
  created_at: string
  updated_at: string
}

/**
 * The Add / Edit form. `published_at` is the datetime-local value (local
 * time, '' = now when publishing); `path` is the newly chosen image.
 */
export interface PostFormValues extends SpanishFormValues<PostSpanish> {
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

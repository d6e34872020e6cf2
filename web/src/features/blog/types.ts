export interface Post {
  id: number
  title: string
  slug: string
  excerpt: string
  /** Sanitized HTML; only present on the single-post answer. */
  body?: string
  path: string
  published_at: string
  seo_title: string
  seo_description: string
  seo_keywords: string
}

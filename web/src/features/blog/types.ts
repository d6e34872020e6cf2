import type { Alternates } from '@/i18n/content'
import type { StoredImage } from '@/components/ResponsiveImage'

export interface Post {
  id: number
  /** Detail answers: the record's page in each language (null: no version in it). */
  alternates?: Alternates
  title: string
  slug: string
  excerpt: string
  /** Sanitized HTML; only present on the single-post answer. */
  body?: string
  path: string
  /** Size and resized copies of the image (public answers; absent without a readable image). */
  image?: StoredImage
  published_at: string
  seo_title: string
  seo_description: string
  seo_keywords: string
}

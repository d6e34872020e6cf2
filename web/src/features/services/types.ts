import type { Alternates } from '@/i18n/content'
import type { StoredImage } from '@/components/ResponsiveImage'

export interface Service {
  id: number
  /** Detail answers: the record's page in each language (null: no version in it). */
  alternates?: Alternates
  title: string
  /** Plain text; paragraphs separated by a blank line. */
  description: string
  /** Image path relative to /storage/; may be empty. */
  path: string
  /** Size and resized copies of the image (public answers; absent without a readable image). */
  image?: StoredImage
  seo_title: string
  seo_description: string
  seo_keywords: string
  created_at: string
  updated_at: string
}

import type { StoredImage } from '@/components/ResponsiveImage'

/** An entry of GET /api/states. */
export interface StateSummary {
  id: number
  name: string
  code: string
}

export interface StateLaw extends StateSummary {
  title: string
  /** Sanitized HTML (the server cleans it on save). */
  description: string
  path: string
  /** Size and resized copies of the image (public answers; absent without a readable image). */
  image?: StoredImage
  seo_title: string
  seo_description: string
  seo_keywords: string
}

/** An entry of GET /api/states/search. */
export interface StateSearchHit extends StateSummary {
  title: string
  path: string
}

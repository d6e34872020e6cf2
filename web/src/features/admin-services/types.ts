import type { SpanishFormValues } from '@/lib/admin/spanish'

/** A service's Spanish version (issue 25): the fields it translates. */
export interface ServiceSpanish {
  title: string
  description: string
  seo_title: string
  seo_description: string
  seo_keywords: string
}

/** A service as the admin API returns it (docs/api.md `Service`). */
export interface AdminService {
  id: number
  title: string
  description: string
  /** Image path relative to /storage/; may be empty. */
  path: string
  seo_title: string
  seo_description: string
  seo_keywords: string
  /** The Spanish version; null when there is none. */
  es: ServiceSpanish | null
  created_at: string
  updated_at: string
}

/** The Add / Edit form; `path` is the newly chosen image (null keeps the current one). */
export interface ServiceFormValues extends SpanishFormValues<ServiceSpanish> {
  title: string
  description: string
  path: File | null
  seo_title: string
  seo_description: string
  seo_keywords: string
}

export interface ServiceSaved {
  message: string
  service: AdminService
}

/** A state-law page as the admin API returns it (docs/api.md `StateLaw`). */
export interface AdminStateLaw {
  id: number
  name: string
  /** Two upper-case letters. */
  code: string
  title: string
  /** Sanitized HTML (the server keeps only its allow-list). */
  description: string
  /** Image path relative to /storage/; may be empty. */
  path: string
  seo_title: string
  seo_description: string
  seo_keywords: string
  created_at: string
  updated_at: string
}

/** The Add / Edit form; `path` is the newly chosen image (null keeps the current one). */
export interface StateLawFormValues {
  name: string
  code: string
  title: string
  description: string
  path: File | null
  seo_title: string
  seo_description: string
  seo_keywords: string
}

export interface StateLawSaved {
  message: string
  state_law: AdminStateLaw
}

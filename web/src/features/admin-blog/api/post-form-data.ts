import { toFormData } from '@/lib/admin/form-data'
import { withSpanishField } from '@/lib/admin/spanish'
import { fromLocalInput } from '../dates'
import type { PostFormValues } from '../types'

/** The multipart body of a create or update: the date sent with its zone, the Spanish version as the JSON of `es`. */
export function postFormData(values: PostFormValues, method?: 'PUT'): FormData {
  return toFormData({ ...withSpanishField(values), published_at: fromLocalInput(values.published_at) }, method)
}

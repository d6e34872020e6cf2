import { toFormData } from '@/lib/admin/form-data'
import { fromLocalInput } from '../dates'
import type { PostFormValues } from '../types'

/** The multipart body of a create or update: the date sent with its zone. */
export function postFormData(values: PostFormValues, method?: 'PUT'): FormData {
  return toFormData({ ...values, published_at: fromLocalInput(values.published_at) }, method)
}

/**
 * Turns form values into multipart form data for the admin create/update
 * calls (docs/api.md): a File travels as itself (the image field is `path`),
 * null/undefined are left out (an edit without a new image keeps the old
 * one), REMOVE_IMAGE as `remove_{field}=1`, everything else as text. `method: 'PUT'` adds `_method=PUT`, the
 * marker that makes POST …/{id} an update.
 */
/**
 * The value of an image field that asks the server to drop the current
 * image: sent as `remove_{field}=1` (docs/api.md), never as the field.
 */
export const REMOVE_IMAGE = 'remove-image'

export function toFormData(values: Record<string, unknown>, method?: 'PUT'): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue
    if (value === REMOVE_IMAGE) {
      data.append(`remove_${key}`, '1')
      continue
    }
    if (value instanceof Blob) data.append(key, value)
    else data.append(key, typeof value === 'string' ? value : String(value))
  }
  if (method) data.append('_method', method)
  return data
}

/** SPEC §5: service (and other content) images are png, jpeg, jpg or gif, at most 5 MB (docs/api.md). */
export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'gif'] as const
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export const IMAGE_TYPE_MESSAGE = 'The image must be a file of type: png, jpeg, jpg, gif.'
export const IMAGE_SIZE_MESSAGE = 'The image may not be greater than 5 MB.'

/**
 * Checks a chosen file before anything is uploaded: true when acceptable (or
 * when no file was chosen), otherwise the message to show under the field.
 */
export function validateImageFile(file: unknown): true | string {
  if (!(file instanceof File)) return true
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  const extensionOk = (IMAGE_EXTENSIONS as ReadonlyArray<string>).includes(extension)
  const typeOk = file.type === '' || (IMAGE_TYPES as ReadonlyArray<string>).includes(file.type.toLowerCase())
  if (!extensionOk || !typeOk) return IMAGE_TYPE_MESSAGE
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE
  return true
}

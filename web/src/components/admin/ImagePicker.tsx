/**
 * ImagePicker: the image field of an admin form. A file input named after
 * the field (the server reads the upload from `path`), a client-side check
 * that rejects anything but png/jpeg/jpg/gif (and over 5 MB) before any
 * upload, with the message under the field, and a preview of the chosen
 * file (or of the current image when editing).
 *
 * Props: form (UseFormReturn from RecordFormModal), name (default 'path';
 * its value is File | null | REMOVE_IMAGE; null means "keep the current
 * image", REMOVE_IMAGE "remove it"), label,
 * currentPath (the record's stored image, shown from /storage/{path}),
 * required (an image must be chosen).
 */
import { useEffect, useId, useState } from 'react'
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { storageUrl } from '@/config/paths'
import { REMOVE_IMAGE } from '@/lib/admin/form-data'
import { FieldError } from './FieldError'
import { IMAGE_EXTENSIONS, IMAGE_TYPES, validateImageFile } from './image-file'

export interface ImagePickerProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name?: Path<T>
  label?: string
  currentPath?: string
  required?: boolean
}

const accept = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',')

/** Reads a file as a data: URL (the CSP allows data: images, not blob:). */
function usePreview(file: File | null): string | null {
  // The URL is kept with the file it was read from: a newer file has none
  // until it is read, and no file has none.
  const [read, setRead] = useState<{ file: File; url: string } | null>(null)
  useEffect(() => {
    if (!file) return
    let cancelled = false
    const reader = new FileReader()
    reader.onload = () => {
      if (!cancelled && typeof reader.result === 'string') setRead({ file, url: reader.result })
    }
    reader.readAsDataURL(file)
    return () => {
      cancelled = true
      reader.abort()
    }
  }, [file])
  return file !== null && read?.file === file ? read.url : null
}

export function ImagePicker<T extends FieldValues>({
  form,
  name = 'path' as Path<T>,
  label = 'Image',
  currentPath,
  required = false,
}: ImagePickerProps<T>) {
  const id = useId()
  const {
    field: { name: fieldName, value: fieldValue, ref, onBlur, onChange },
    fieldState,
  } = useController({
    control: form.control,
    name,
    rules: {
      validate: (value: unknown) => {
        if (required && !(value instanceof File) && (!currentPath || value === REMOVE_IMAGE)) return 'Please choose an image.'
        return validateImageFile(value)
      },
    },
  })
  const value: unknown = fieldValue
  const file = value instanceof File ? value : null
  const valid = file !== null && validateImageFile(file) === true
  const preview = usePreview(valid ? file : null)
  const error = fieldState.error?.message
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const removed = value === REMOVE_IMAGE
  const shown = preview ?? (currentPath && !file && !removed ? storageUrl(currentPath) : null)

  return (
    <div className="admin-form__field image-picker">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={fieldName}
        accept={accept}
        ref={ref}
        onBlur={onBlur}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null
          onChange(chosen)
          // Check at once: a wrong file shows its error before anything is sent.
          void form.trigger(name)
        }}
      />
      <div id={hintId} className="form-text">
        PNG, JPEG or GIF, at most 5 MB.{currentPath ? ' Leave empty to keep the current image.' : ''}
      </div>
      <FieldError id={errorId} message={error} />
      {shown ? (
        <img
          src={shown}
          alt={preview ? 'Preview of the chosen image' : 'Current image'}
          className="image-picker__preview"
          width={160}
          height={120}
        />
      ) : null}
      {currentPath && !file && !required ? (
        <div className="mt-2">
          {removed ? (
            <>
              <span className="form-text me-2">The image will be removed when you save.</span>
              <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onChange(null)}>
                Keep the image
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => onChange(REMOVE_IMAGE)}>
              Remove image
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}

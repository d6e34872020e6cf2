/**
 * RecordFormModal: the Add / Edit modal of an admin screen. It owns a
 * react-hook-form form (fresh each time it opens, filled with
 * defaultValues), renders the fields you give it, and handles the answer:
 *
 * - success: closes, then a success toast with the server's `message`
 *   (or `successMessage`);
 * - 422: the server's message in an error toast and each error under its
 *   field (errors keyed by field name: title, path, description, seo_*…;
 *   keys without a field only show in the toast);
 * - 401: nothing (the app signs out and goes to /login);
 * - anything else: 'Some error occurred, Please try again!' (SPEC §8).
 *
 * Props: open, title ('Add Service' / 'Edit Service'), defaultValues,
 * onClose, onSubmit(values) → Promise<{ message?: string }> (do the request
 * and update the cache there; throw the ApiError on failure), children(form)
 * → the fields (TextField, ImagePicker…), submitLabel (default 'Save'),
 * successMessage, size (default 'lg').
 */
import type { ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { Modal } from '@/components/Modal'
import { ApiError } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { reportAdminError } from '@/lib/admin/admin-errors'

export interface RecordFormModalProps<T extends FieldValues> {
  open: boolean
  title: string
  defaultValues: DefaultValues<T>
  onClose: () => void
  onSubmit: (values: T) => Promise<{ message?: string } | void>
  children: (form: UseFormReturn<T>) => ReactNode
  submitLabel?: string
  successMessage?: string
  size?: 'md' | 'lg'
}

/** Puts each server field error under its field (focusing the first). */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, fieldErrors: Record<string, string>): void {
  let first = true
  for (const [field, message] of Object.entries(fieldErrors)) {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first })
    first = false
  }
}

function RecordForm<T extends FieldValues>({
  defaultValues,
  onClose,
  onSubmit,
  children,
  submitLabel = 'Save',
  successMessage = 'Saved successfully.',
}: Omit<RecordFormModalProps<T>, 'open' | 'title' | 'size'>) {
  const form = useForm<T>({ defaultValues })
  const submitting = form.formState.isSubmitting

  const submit = async (values: T) => {
    try {
      const result = await onSubmit(values)
      onClose()
      notifySuccess((result && result.message) || successMessage)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        applyServerErrors(form, error.fieldErrors)
        notifyError(error.message, 'Error', { autoClose: 5000 })
      } else {
        reportAdminError(error)
      }
    }
  }

  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        // The server's errors are about the last attempt. One keyed to a
        // name no input registers (a list such as a schedule) would
        // otherwise stay and block every later submit.
        form.clearErrors()
        return form.handleSubmit(submit)(event)
      }}
    >
      {children(form)}
      <div className="admin-form__actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  )
}

export function RecordFormModal<T extends FieldValues>({ open, title, size = 'lg', ...props }: RecordFormModalProps<T>) {
  return (
    <Modal open={open} onClose={props.onClose} title={title} size={size}>
      <RecordForm<T> {...props} />
    </Modal>
  )
}

/**
 * RichTextField: a labelled RichTextEditor bound to a react-hook-form form
 * (the form given by RecordFormModal), with its FieldError: a browser-side
 * "required" check on the visible text, and the server's 422 message under
 * the field like every other field (applyServerErrors focuses the editor).
 *
 * Import it from this file, not from the kit's index: TipTap is large and
 * must only load with the forms that edit rich text (the editor itself is
 * a lazy chunk, fetched when the field first renders).
 *
 * Props: form, name (also the server's error key), label, required (message
 * shown when the text is empty), hint, markers (RichTextEditor's).
 */
import { lazy, Suspense, useCallback, useId } from 'react'
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { Editor } from '@tiptap/react'
import { Spinner } from '@/components/Spinner'
import { FieldError } from './FieldError'
import type { MarkerChoice } from './rich-text-markers'

// TipTap is about 130 KB gzip: it loads when a form with a rich-text field
// opens, not with the admin table behind it.
const RichTextEditor = lazy(() => import('./RichTextEditor'))

export interface RichTextFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  required?: string
  hint?: string
  markers?: readonly MarkerChoice[]
}

/** The visible text of an HTML string (what the server checks for "required"). */
export function visibleText(html: string): string {
  if (!html) return ''
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').trim()
}

export function RichTextField<T extends FieldValues>({ form, name, label, required, hint, markers }: RichTextFieldProps<T>) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  const { field, fieldState } = useController({
    control: form.control,
    name,
    rules: {
      validate: (value: unknown) => (required && visibleText(typeof value === 'string' ? value : '') === '' ? required : true),
    },
  })
  const error = fieldState.error?.message
  const { ref } = field
  // react-hook-form focuses a field through its ref (first invalid field,
  // or applyServerErrors): hand it the editor.
  const onReady = useCallback((editor: Editor) => ref({ focus: () => editor.commands.focus() }), [ref])

  return (
    <div className="admin-form__field">
      <span id={labelId} className="form-label d-block">
        {label}
      </span>
      <Suspense fallback={<Spinner label="Loading the editor…" />}>
        <RichTextEditor
          id={`${id}-editor`}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelledBy={labelId}
          describedBy={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
          invalid={Boolean(error)}
          toolbarLabel={`${label} formatting`}
          onReady={onReady}
          markers={markers}
        />
      </Suspense>
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

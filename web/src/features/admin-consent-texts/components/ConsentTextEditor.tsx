import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { applyServerErrors, FieldError, reportAdminError } from '@/components/admin'
import { Modal } from '@/components/Modal'
import { ApiError } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { usePublishConsentText } from '../api/publish-consent-text'
import { CONSENT_LANGUAGES, CONSENT_TEXT_MAX, type ConsentLanguage, type ConsentPublication } from '../types'

interface Values {
  text: string
}

/** The words of each language that become links to the legal pages (of the same language). */
const linkedWords: Record<ConsentLanguage, string> = {
  en: '"Privacy Policy", "Terms and Conditions" and "marketing partners" become links to their pages.',
  es: '"Política de Privacidad", "Términos y Condiciones" and "socios de marketing" become links to their Spanish pages.',
}

/**
 * The current wording of one language in an editor; "Publish new version"
 * asks for a confirmation, then saves the words as a new version that
 * every form of that language shows at once. Leads keep the words their
 * visitor agreed to.
 */
export function ConsentTextEditor({ current, language }: { current: ConsentPublication | undefined; language: ConsentLanguage }) {
  const languageName = CONSENT_LANGUAGES.find((l) => l.value === language)?.label ?? language
  const id = useId()
  const publish = usePublishConsentText()
  const [confirming, setConfirming] = useState(false)
  const form = useForm<Values>({ values: { text: current?.text ?? '' }, resetOptions: { keepDirtyValues: true } })
  const error = form.formState.errors.text?.message
  const length = useWatch({ control: form.control, name: 'text' }).length

  const askToPublish = form.handleSubmit(() => setConfirming(true))

  const confirm = async () => {
    setConfirming(false)
    try {
      const answer = await publish.mutateAsync({ text: form.getValues('text'), language })
      form.reset({ text: answer.data.text })
      notifySuccess(answer.message)
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        applyServerErrors(form, err.fieldErrors)
        notifyError(err.message)
        return
      }
      reportAdminError(err)
    }
  }

  return (
    <form onSubmit={(e) => void askToPublish(e)} noValidate aria-label="Edit the consent text" className="card mb-4">
      <div className="card-body">
        <label htmlFor={id} className="form-label h5">
          Consent text
        </label>
        <p id={`${id}-hint`} className="form-text mt-0 mb-2">
          Shown next to the consent checkbox of every form on the {languageName} pages. Name the brand and the two partner brands in the
          words. {linkedWords[language]}
        </p>
        <textarea
          id={id}
          rows={10}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          {...form.register('text', {
            validate: (v) => v.trim() !== '' || 'The text field is required.',
            maxLength: { value: CONSENT_TEXT_MAX, message: `The text may not be longer than ${CONSENT_TEXT_MAX} characters.` },
          })}
        />
        <div id={`${id}-count`} className="form-text">
          {length} / {CONSENT_TEXT_MAX} characters
        </div>
        <FieldError id={`${id}-error`} message={error} />
        <div className="d-flex align-items-center gap-3 mt-3">
          <button type="submit" className="btn btn-primary" disabled={publish.isPending || !form.formState.isDirty}>
            {publish.isPending ? 'Publishing…' : 'Publish new version'}
          </button>
          {form.formState.isDirty ? (
            <button
              type="button"
              className="btn btn-link"
              // reset() takes the form's resetOptions too: without this, keepDirtyValues kept the edits.
              onClick={() => form.reset({ text: current?.text ?? '' }, { keepDirtyValues: false })}
            >
              Discard changes
            </button>
          ) : null}
        </div>
      </div>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Publish new consent text?">
        <p>
          Every form on the {languageName} pages will show the new words at once. Leads already received keep the words their visitor agreed
          to, and this version can never be edited or deleted afterwards.
        </p>
        <div className="admin-form__actions">
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void confirm()}>
            Publish
          </button>
        </div>
      </Modal>
    </form>
  )
}

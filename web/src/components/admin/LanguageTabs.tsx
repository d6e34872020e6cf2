/**
 * LanguageTabs: the English | Spanish tab pair of an admin content editor
 * (issue 25). Both panels stay mounted (the inactive one hidden), so every
 * field keeps its value and its server error; a failed save shows the tab
 * whose fields have errors when the open one has none, and each tab with
 * errors says so. The Spanish panel adds or removes the record's Spanish
 * version (`es_enabled`): without one the record is left out of the
 * Spanish site. The admin area itself stays English.
 *
 * Props: form (with `es_enabled` and `es` among its values), record (what
 * the form edits, in words: "service"), english and spanish (the panels'
 * fields; spanish gets whether the version is on, for its rules).
 */
import { useId, useState, type ReactNode } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

type Tab = 'en' | 'es'

export interface LanguageTabsProps<T extends FieldValues> {
  form: UseFormReturn<T>
  record: string
  english: ReactNode
  spanish: (enabled: boolean) => ReactNode
}

export function LanguageTabs<T extends FieldValues>({ form, record, english, spanish }: LanguageTabsProps<T>) {
  const id = useId()
  const [tab, setTab] = useState<Tab>('en')
  const enabledPath = 'es_enabled' as Path<T>
  const enabled = Boolean(form.watch(enabledPath))
  const errors = form.formState.errors
  const spanishErrors = errors.es !== undefined
  const englishErrors = Object.keys(errors).some((key) => key !== 'es')
  const submits = form.formState.submitCount

  // After a failed save (the count goes up once its errors are set), show
  // the fields in error: adjusted while rendering, as React advises for
  // state that follows a change of props.
  const [seenSubmits, setSeenSubmits] = useState(submits)
  if (submits !== seenSubmits) {
    setSeenSubmits(submits)
    if (tab === 'en' && !englishErrors && spanishErrors) setTab('es')
    if (tab === 'es' && !spanishErrors && englishErrors) setTab('en')
  }

  const setEnabled = (on: boolean) => form.setValue(enabledPath, on as PathValue<T, Path<T>>, { shouldDirty: true })
  const tabButton = (value: Tab, label: string, hasErrors: boolean) => (
    <li className="nav-item" role="presentation">
      <button
        type="button"
        role="tab"
        id={`${id}-${value}-tab`}
        aria-controls={`${id}-${value}`}
        aria-selected={tab === value}
        className={`nav-link${tab === value ? ' active' : ''}`}
        onClick={() => setTab(value)}
      >
        {label}
        {hasErrors ? <span className="badge text-bg-danger ms-2">Errors</span> : null}
        {value === 'es' && !enabled ? <span className="badge text-bg-warning ms-2">No Spanish</span> : null}
      </button>
    </li>
  )

  return (
    <div className="language-tabs">
      <ul className="nav nav-tabs mb-3" role="tablist" aria-label="Language">
        {tabButton('en', 'English', englishErrors)}
        {tabButton('es', 'Spanish', spanishErrors)}
      </ul>
      <div role="tabpanel" id={`${id}-en`} aria-labelledby={`${id}-en-tab`} hidden={tab !== 'en'}>
        {english}
      </div>
      <div role="tabpanel" id={`${id}-es`} aria-labelledby={`${id}-es-tab`} hidden={tab !== 'es'}>
        {enabled ? (
          <p className="form-text">
            The Spanish site shows this version of the {record}.{' '}
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => setEnabled(false)}>
              Remove the Spanish version
            </button>
          </p>
        ) : (
          <div className="alert alert-warning">
            <p className="mb-2">This {record} has no Spanish version: the Spanish site leaves it out.</p>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEnabled(true)}>
              Add a Spanish version
            </button>
          </div>
        )}
        <div hidden={!enabled}>{spanish(enabled)}</div>
      </div>
    </div>
  )
}

/** "No Spanish" in an admin list's row whose record has no Spanish version. */
export function SpanishStatus({ es }: { es: unknown }) {
  return es ? <span className="visually-hidden">Has a Spanish version</span> : <span className="badge text-bg-warning">No Spanish</span>
}

/** The count above an admin list: how many of all its records lack a Spanish version. */
export function MissingSpanishNote({ count, records }: { count: number | undefined; records: string }) {
  if (count === undefined) return null
  return (
    <p className="admin-spanish-note text-body-secondary" role="status">
      {count === 0
        ? `Every one of the ${records} has a Spanish version.`
        : `${count} of the ${records} ${count === 1 ? 'has' : 'have'} no Spanish version yet.`}
    </p>
  )
}

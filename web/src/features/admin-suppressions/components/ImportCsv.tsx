import { useId, useRef, useState, type FormEvent } from 'react'
import { reportAdminError } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { MAX_IMPORT_BYTES, useImportSuppressions } from '../api/import-suppressions'
import type { ImportReport } from '../types'

/**
 * CSV import: a file with phone, email and reason columns (a header row in
 * any order, or those three in that order), then the server's report of
 * what was added, skipped as already listed, and refused by line.
 */
export function ImportCsv() {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const importer = useImportSuppressions()
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    if (file.size > MAX_IMPORT_BYTES) {
      notifyError('The CSV file may not be greater than 2 MB.')
      return
    }
    setReport(null)
    try {
      const answer = await importer.mutateAsync(file)
      setReport(answer.data)
      notifySuccess(answer.message)
      setFile(null)
      if (input.current) input.current.value = ''
    } catch (error) {
      if (error instanceof ApiError && [400, 413, 415, 422].includes(error.status)) {
        notifyError(error.message)
        return
      }
      reportAdminError(error)
    }
  }

  return (
    <form className="suppression-import" onSubmit={(event) => void submit(event)} aria-label="Import a CSV file">
      <div className="suppression-form__field">
        <label htmlFor={`${id}-file`} className="form-label">
          CSV file
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="form-control"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <div id={`${id}-hint`} className="form-text">
          Columns phone, email, reason (a header row may name them in any order). Up to 10,000 rows, 2 MB.
        </div>
      </div>
      <div className="suppression-form__field suppression-form__submit">
        <button type="submit" className="btn btn-outline-primary" disabled={!file || importer.isPending}>
          {importer.isPending ? 'Importing…' : 'Import'}
        </button>
      </div>
      {report ? (
        <div className="suppression-report" role="status" aria-label="Import report">
          <p>
            <strong>{report.added}</strong> added, <strong>{report.skipped}</strong> skipped (already listed
            {report.skipped_lines.length
              ? `: line ${report.skipped_lines.slice(0, 20).join(', ')}${report.skipped_lines.length > 20 ? '…' : ''}`
              : ''}
            ), <strong>{report.refused.length}</strong> refused.
          </p>
          {report.refused.length > 0 ? (
            <ul className="suppression-report__refused">
              {report.refused.slice(0, 100).map((r) => (
                <li key={r.line}>
                  Line {r.line}: {r.reason}
                </li>
              ))}
              {report.refused.length > 100 ? <li>…and {report.refused.length - 100} more.</li> : null}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  )
}

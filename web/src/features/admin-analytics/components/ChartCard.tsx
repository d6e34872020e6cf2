import { useId, useState, type ReactNode } from 'react'
import { reportAdminError } from '@/components/admin'
import { notifySuccess } from '@/lib/notify'
import { useDownloadAnalyticsCsv } from '../api/download-analytics-csv'
import type { AnalyticsSection, DayRange } from '../types'

export interface ChartCardProps {
  title: string
  /** One sentence under the title: what is counted. */
  description?: string
  section: AnalyticsSection
  range: DayRange
  /** The chart: drawn for the eye only (aria-hidden); the table carries the numbers. */
  chart: ReactNode
  /** The same numbers as a table: always read by screen readers, shown on demand. */
  table: ReactNode
  /** Controls between the heading and the chart (what the chart and table show). */
  controls?: ReactNode
  /** Show the table from the start (where the table is the main view). */
  tableOpen?: boolean
  className?: string
}

/**
 * One chart of the Analytics page: heading, chart, "Show table" (the table is
 * in the page for screen readers either way; the button shows it to
 * everyone) and "Download CSV" (the server's CSV of the same table).
 */
export function ChartCard({
  title,
  description,
  section,
  range,
  chart,
  table,
  controls,
  tableOpen = false,
  className = '',
}: ChartCardProps) {
  const id = useId()
  const [open, setOpen] = useState(tableOpen)
  const download = useDownloadAnalyticsCsv()

  const onDownload = async () => {
    try {
      const fileName = await download.mutateAsync({ section, range })
      notifySuccess(`Downloaded ${fileName}`)
    } catch (error) {
      reportAdminError(error)
    }
  }

  return (
    <section className={`analytics-card ${className}`} aria-labelledby={`${id}-title`}>
      <div className="analytics-card__head">
        <div>
          <h2 id={`${id}-title`} className="analytics-card__title">
            {title}
          </h2>
          {description ? <p className="analytics-card__description">{description}</p> : null}
        </div>
        <div className="analytics-card__actions">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-expanded={open}
            aria-controls={`${id}-table`}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Hide table' : 'Show table'} <span className="visually-hidden">of {title}</span>
          </button>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void onDownload()} disabled={download.isPending}>
            {download.isPending ? 'Downloading…' : 'Download CSV'} <span className="visually-hidden">of {title}</span>
          </button>
        </div>
      </div>
      {controls}
      <div className="analytics-card__chart" aria-hidden="true">
        {chart}
      </div>
      {/* Shown, the table scrolls within the card: focusable so the keyboard can scroll it. */}
      <div
        id={`${id}-table`}
        className={open ? 'analytics-card__table' : 'visually-hidden'}
        role="group"
        aria-label={`${title}, table`}
        tabIndex={open ? 0 : undefined}
      >
        {table}
      </div>
    </section>
  )
}

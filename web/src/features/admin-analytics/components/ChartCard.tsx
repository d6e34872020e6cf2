import { useId, useState, type ReactNode } from 'react'
import { reportAdminError } from '@/components/admin'
import { notifySuccess } from '@/lib/notify'
import { useDownloadAnalyticsCsv } from '../api/download-analytics-csv'
import type { AnalyticsSection, DayRange } from '../types'

export interface ChartCardProps {
  title: string
  /** One sentence under the title: what is counted. */
  description?: string
  /** The server's CSV of the same table; none: no Download button. */
  section?: AnalyticsSection
  range: DayRange
  /** The chart: drawn for the eye only (aria-hidden); the table carries the numbers. None: the table is the card. */
  chart?: ReactNode
  /** The same numbers as a table: always read by screen readers, shown on demand. */
  table: ReactNode
  /** Controls between the heading and the chart (what the chart and table show). */
  controls?: ReactNode
  /** Show the table from the start (where the table is the main view). */
  tableOpen?: boolean
  className?: string
  /** The title's level: 2 on the page, 3 inside a section of its own. */
  headingLevel?: 2 | 3
}

/**
 * One chart of the Analytics page: heading, chart, "Show table" (the table is
 * in the page for screen readers either way; the button shows it to
 * everyone) and "Download CSV" (the server's CSV of the same table, where
 * it has one). Without a chart, the table is the card.
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
  headingLevel = 2,
}: ChartCardProps) {
  const id = useId()
  const [shown, setOpen] = useState(tableOpen)
  const open = shown || chart === undefined
  const download = useDownloadAnalyticsCsv()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  const onDownload = async () => {
    if (!section) return
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
          <Heading id={`${id}-title`} className="analytics-card__title">
            {title}
          </Heading>
          {description ? <p className="analytics-card__description">{description}</p> : null}
        </div>
        <div className="analytics-card__actions">
          {chart !== undefined ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-expanded={open}
              aria-controls={`${id}-table`}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? 'Hide table' : 'Show table'} <span className="visually-hidden">of {title}</span>
            </button>
          ) : null}
          {section ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => void onDownload()}
              disabled={download.isPending}
            >
              {download.isPending ? 'Downloading…' : 'Download CSV'} <span className="visually-hidden">of {title}</span>
            </button>
          ) : null}
        </div>
      </div>
      {controls}
      {chart !== undefined ? (
        <div className="analytics-card__chart" aria-hidden="true">
          {chart}
        </div>
      ) : null}
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

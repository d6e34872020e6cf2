import { formatCount, formatRate } from '../format'
import type { DayRange, LanguageRow } from '../types'
import { ChartCard } from './ChartCard'
import { DataTable, type Column } from './DataTable'

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' }

const columns: ReadonlyArray<Column<LanguageRow>> = [
  { header: 'Language', cell: (r) => LANGUAGE_NAMES[r.language] ?? r.language },
  { header: 'Views', cell: (r) => formatCount(r.views), numeric: true },
  { header: 'Visits', cell: (r) => formatCount(r.entries), numeric: true },
  { header: 'Leads', cell: (r) => formatCount(r.leads), numeric: true },
  { header: 'Conversion', cell: (r) => formatRate(r.conversion_rate), numeric: true },
]

/**
 * Visits, leads and conversion by the language of the landing page (decision 067): the English site and its Spanish
 * twin under /es. A small table: two rows need no chart.
 */
export function LanguagesCard({ rows, range }: { rows: LanguageRow[]; range: DayRange }) {
  return (
    <ChartCard
      title="Languages"
      description="Visits and leads by the language of the page the visitor landed on: Spanish for the pages under /es."
      section="languages"
      range={range}
      table={
        <DataTable
          caption="Visits, leads and conversion rate per language"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.language}
          empty="No visits or leads in this range."
        />
      }
    />
  )
}

import { useState } from 'react'
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { DIRECT, formatCount, formatRate, isNone } from '../format'
import type { DayRange, EvaluationAnalytics, FunnelSegment, FunnelStep } from '../types'
import { ChartCard } from './ChartCard'
import { DataTable } from './DataTable'
import { axisTick, funnelColors, tierColors } from './palette'

/** The evaluation's six steps, as the visitor sees them (issue 23, item 2). */
export const STEP_NAMES = ['Accident type', 'When and where', 'Injuries', 'The accident', 'Lawyer', 'Contact details'] as const

export function stepName(step: number): string {
  return STEP_NAMES[step - 1] ?? `Step ${step}`
}

const DEVICE_LABELS: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' }

function deviceLabel(key: string): string {
  return DEVICE_LABELS[key] ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : 'Unknown')
}

/** Completions per view of a step; null without views. */
export function completionShare(step: FunnelStep): number | null {
  return step.views > 0 ? step.completes / step.views : null
}

/** Those who saw the step and neither passed it nor ended there. */
export function leftAt(step: FunnelStep): number {
  return Math.max(0, step.views - step.completes - step.ended)
}

/** The six steps, whatever the answer lists (a step nobody saw is zeros). */
function sixSteps(steps: FunnelStep[]): FunnelStep[] {
  return STEP_NAMES.map((_, i) => steps.find((s) => s.step === i + 1) ?? { step: i + 1, views: 0, completes: 0, ended: 0 })
}

/** A segment's started (step 1 shown), sent (step 6 passed) and the share of starts that were sent. */
function segmentTotals(steps: FunnelStep[]) {
  const all = sixSteps(steps)
  const started = all[0].views
  const sent = all[5].completes
  return { started, reachedContact: all[5].views, sent, rate: started > 0 ? sent / started : null }
}

const sourceName = (key: string) => (isNone(key) ? DIRECT : key)

/** The short forms' and the evaluation's leads per visit, side by side, and how many who start the evaluation finish it. */
function FormsComparison({ forms }: { forms: EvaluationAnalytics['forms'] }) {
  const tiles = [
    { label: 'Visits', value: formatCount(forms.entries), detail: 'first pages of a browser tab' },
    {
      label: 'Short forms: leads per visit',
      value: formatRate(forms.short_form_conversion_rate),
      detail: `${formatCount(forms.short_form_leads)} ${forms.short_form_leads === 1 ? 'lead' : 'leads'} (contact and state-law forms)`,
    },
    {
      label: 'Case evaluation: leads per visit',
      value: formatRate(forms.evaluation_conversion_rate),
      detail: `${formatCount(forms.evaluation_leads)} ${forms.evaluation_leads === 1 ? 'lead' : 'leads'}`,
    },
    {
      label: 'Evaluations finished',
      value: formatRate(forms.evaluation_completion_rate),
      detail: 'leads per start of the first step',
    },
  ]
  return (
    <dl className="analytics-summary analytics-eval__forms" data-testid="evaluation-forms">
      {tiles.map((t) => (
        <div key={t.label} className="analytics-summary__tile">
          <dt>{t.label}</dt>
          <dd>
            {t.value}
            <span className="analytics-eval__detail">{t.detail}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The drop-off chart: one horizontal bar per step, as long as its views,
 * split into those who completed it, those it ended (a lawyer already, or
 * settled) and those who left; the share who completed it at its end. A
 * device selector shows one device class's funnel.
 */
function FunnelCard({ evaluation, range }: { evaluation: EvaluationAnalytics; range: DayRange }) {
  const [device, setDevice] = useState('')
  const segment: FunnelSegment | undefined = evaluation.devices.find((d) => d.key === device)
  const steps = sixSteps(segment ? segment.steps : evaluation.steps)
  const scope = segment ? deviceLabel(segment.key) : 'All devices'
  const data = steps.map((s) => ({
    name: `${s.step}. ${stepName(s.step)}`,
    completed: s.completes,
    ended: s.ended,
    left: leftAt(s),
    label: s.views > 0 ? `${formatRate(completionShare(s))} completed` : '',
  }))
  const nobody = steps.every((s) => s.views === 0)
  const options = [{ key: '', label: 'All devices' }, ...evaluation.devices.map((d) => ({ key: d.key, label: deviceLabel(d.key) }))]
  return (
    <ChartCard
      title="Drop-off by step"
      description="How many saw each step, and of them who completed it, whose evaluation ended there (they already have a lawyer or settled), and who left. Counted without cookies: a visitor who goes back counts again."
      range={range}
      headingLevel={3}
      className="analytics-card--wide"
      controls={
        evaluation.devices.length > 0 ? (
          <div className="btn-group btn-group-sm mb-2" role="group" aria-label="Device">
            {options.map((o) => (
              <button
                key={o.key || 'all'}
                type="button"
                className={`btn ${o.key === device ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-pressed={o.key === device}
                onClick={() => setDevice(o.key)}
              >
                {o.label}
              </button>
            ))}
          </div>
        ) : null
      }
      chart={
        nobody ? (
          <p className="analytics-empty">
            No steps of the case evaluation were counted{segment ? ` on ${scope.toLowerCase()}` : ''} in this range.
          </p>
        ) : (
          <ResponsiveContainer width="100%" height={320} initialDimension={{ width: 800, height: 320 }}>
            <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axisTick} />
              <YAxis yAxisId="step" type="category" dataKey="name" width={150} tick={axisTick} />
              {/* The share who completed each step, in a column of its own at the right. */}
              <YAxis
                yAxisId="share"
                orientation="right"
                type="category"
                dataKey="label"
                width={150}
                tick={{ ...axisTick, fill: '#212529' }}
                axisLine={false}
                tickLine={false}
              />
              <Tooltip />
              <Legend itemSorter={null} />
              <Bar
                yAxisId="step"
                dataKey="completed"
                name="Completed the step"
                stackId="funnel"
                fill={funnelColors.completed}
                isAnimationActive={false}
              />
              <Bar
                yAxisId="step"
                dataKey="ended"
                name="Ended: a lawyer already, or settled"
                stackId="funnel"
                fill={funnelColors.ended}
                isAnimationActive={false}
              />
              <Bar yAxisId="step" dataKey="left" name="Left" stackId="funnel" fill={funnelColors.left} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable
          caption={`Case evaluation drop-off by step, ${scope.toLowerCase()}`}
          columns={[
            { header: 'Step', cell: (s: FunnelStep) => `${s.step}. ${stepName(s.step)}` },
            { header: 'Views', cell: (s: FunnelStep) => formatCount(s.views), numeric: true },
            { header: 'Completed', cell: (s: FunnelStep) => formatCount(s.completes), numeric: true },
            { header: 'Share completed', cell: (s: FunnelStep) => formatRate(completionShare(s)), numeric: true },
            { header: 'Ended here', cell: (s: FunnelStep) => formatCount(s.ended), numeric: true },
            { header: 'Left', cell: (s: FunnelStep) => formatCount(leftAt(s)), numeric: true },
          ]}
          rows={steps}
          rowKey={(s) => String(s.step)}
          empty="No steps."
        />
      }
    />
  )
}

/** Each source's evaluations: started, reached the contact step, sent, and the share of starts sent. */
function SourcesCard({ sources, range }: { sources: FunnelSegment[]; range: DayRange }) {
  return (
    <ChartCard
      title="Case evaluation by source"
      description="The first-touch UTM source of the visitors who started the evaluation (the 20 that started it most)."
      range={range}
      headingLevel={3}
      table={
        <DataTable
          caption="Case evaluations started, reaching the contact step and sent, by source"
          columns={[
            { header: 'Source', cell: (s: FunnelSegment) => sourceName(s.key) },
            { header: 'Started', cell: (s: FunnelSegment) => formatCount(segmentTotals(s.steps).started), numeric: true },
            {
              header: 'Reached contact details',
              cell: (s: FunnelSegment) => formatCount(segmentTotals(s.steps).reachedContact),
              numeric: true,
            },
            { header: 'Sent', cell: (s: FunnelSegment) => formatCount(segmentTotals(s.steps).sent), numeric: true },
            { header: 'Finished', cell: (s: FunnelSegment) => formatRate(segmentTotals(s.steps).rate), numeric: true },
          ]}
          rows={sources}
          rowKey={(s, i) => `${i}:${s.key}`}
          empty="No steps of the case evaluation were counted in this range."
        />
      }
    />
  )
}

const TIER_ORDER = ['A', 'B', 'C', 'D', 'unrated'] as const

function tierName(tier: string): string {
  return tier === 'unrated' ? 'Unrated (short forms)' : `Tier ${tier}`
}

/** The range's leads by tier, A to D then the short forms' unrated ones. */
function TiersCard({ tiers, range }: { tiers: EvaluationAnalytics['tiers']; range: DayRange }) {
  const known = new Set<string>(TIER_ORDER)
  const rows = [
    ...TIER_ORDER.map((tier) => ({ tier, leads: tiers.find((t) => t.tier === tier)?.leads ?? 0 })),
    ...tiers.filter((t) => !known.has(t.tier)),
  ]
  const total = rows.reduce((sum, r) => sum + r.leads, 0)
  // The chart draws the rated tiers: the short forms' many unrated leads would flatten them (the table has every row).
  const rated = rows.filter((r) => r.tier !== 'unrated')
  const unrated = rows.find((r) => r.tier === 'unrated')?.leads ?? 0
  const data = rated.map((r) => ({ name: `Tier ${r.tier}`, tier: r.tier, leads: r.leads }))
  const ratedTotal = rated.reduce((sum, r) => sum + r.leads, 0)
  return (
    <ChartCard
      title="Leads by tier"
      description={`Case-evaluation leads by the tier they were rated when they arrived. The short forms' leads are unrated: ${formatCount(unrated)} in this range (in the table).`}
      range={range}
      headingLevel={3}
      chart={
        ratedTotal === 0 ? (
          <p className="analytics-empty">No case-evaluation leads in this range.</p>
        ) : (
          <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 500, height: 240 }}>
            <BarChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tick={axisTick} />
              <YAxis allowDecimals={false} tick={axisTick} width={40} />
              <Tooltip />
              <Bar dataKey="leads" name="Leads" isAnimationActive={false}>
                {data.map((d) => (
                  <Cell key={d.tier} fill={tierColors[d.tier] ?? tierColors.unrated} />
                ))}
                <LabelList dataKey="leads" position="top" fill="#212529" fontSize={12} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable
          caption="Leads by tier"
          columns={[
            { header: 'Tier', cell: (r: { tier: string; leads: number }) => tierName(r.tier) },
            { header: 'Leads', cell: (r: { tier: string; leads: number }) => formatCount(r.leads), numeric: true },
            {
              header: 'Share of leads',
              cell: (r: { tier: string; leads: number }) => formatRate(total > 0 ? r.leads / total : null),
              numeric: true,
            },
          ]}
          rows={rows}
          rowKey={(r) => r.tier}
          empty="No leads in this range."
        />
      }
    />
  )
}

/**
 * The case evaluation on the Analytics page (issue 23): its conversion
 * next to the short forms', the drop-off per step by device, the sources
 * that start it, and the leads by tier.
 */
export function EvaluationSection({ evaluation, range }: { evaluation: EvaluationAnalytics; range: DayRange }) {
  return (
    <section className="analytics-eval" aria-labelledby="analytics-eval-title">
      <h2 id="analytics-eval-title" className="analytics-eval__title">
        Case evaluation
      </h2>
      <p className="analytics-eval__intro">
        The six-step evaluation next to the short forms, per visit. Steps are counted without cookies or personal data, by device and by
        first-touch source.
      </p>
      <FormsComparison forms={evaluation.forms} />
      <div className="analytics-grid">
        <FunnelCard evaluation={evaluation} range={range} />
        <SourcesCard sources={evaluation.sources} range={range} />
        <TiersCard tiers={evaluation.tiers} range={range} />
      </div>
    </section>
  )
}

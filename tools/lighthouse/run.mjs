#!/usr/bin/env node
// The Lighthouse gate (scripts/lighthouse.sh starts the server and calls this).
//
//   node run.mjs --base http://127.0.0.1:18300 [--runs 3] [--json out.json]
//                [--reports DIR] [--chrome /usr/bin/chromium] [--pid-file F]
//                [--settle SECONDS] PATH...
//
// First waits, up to --settle seconds (default 120; 0: not at all), for the
// machine's cores to be idle or their load to stop falling (gate.mjs,
// loadSettled): the work an earlier step left behind.
// Then runs Lighthouse 12 (its default config: mobile form factor, Moto G
// Power screen, simulated slow-4G throttling; the CPU slowdown calibrated to
// this machine's benchmarkIndex by a first, unjudged run, at most the
// default 4x) on each PATH under --base, --runs times, in one Chromium
// launched once. A judged run whose own benchmarkIndex is more than 15% off
// the calibration's re-calibrates on it and runs the page again at the new
// slowdown, twice per page at most, unless the host was the slower and the
// run passed all the same (gate.mjs, recalibrate). Each run opens a
// new tab and Lighthouse clears the origin's cache and storage first, so
// every run is a cold load. The gate is judged on the median of each figure
// over the runs (gate.mjs); a page that fails on fewer than five runs is run
// up to five and judged on their median. Prints a table, writes a JSON
// summary (--json) and, with --reports, each run's HTML report; exits 1 listing every page and
// threshold that fails, with the failing audits and their elements.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import {
  categories,
  closestRun,
  cpuSlowdown,
  judgeConfirmed,
  busyCores,
  loadSettled,
  maxRecalibrations,
  median,
  medians,
  metrics,
  ms,
  passesSpeed,
  recalibrate,
  score,
  settle,
  thresholds,
} from './gate.mjs'

const maxAttempts = 3 // per run, when Lighthouse reports a runtime error

// What each run leaves out, none of it judged (weight 0) nor behind any
// figure of the gate: the back/forward cache check navigates away and back
// again after the measured load, and the full-page screenshot renders the
// whole page once more. About 2 s of each run's 10-13 s.
const unjudgedWorkSkipped = { skipAudits: ['bf-cache'], disableFullPageScreenshot: true }

// This machine has no network beyond the package registries: without these
// flags Chromium keeps trying to reach Google's services.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const { values: opts, positionals: paths } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    reports: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
    'pid-file': { type: 'string' },
    settle: { type: 'string', default: String(settle.maxSeconds) },
  },
})
const runs = Number(opts.runs)
const settleSeconds = Number(opts.settle)
if (!opts.base || paths.length === 0 || !Number.isInteger(runs) || runs < 1 || !(settleSeconds >= 0)) {
  console.error(
    'usage: run.mjs --base URL [--runs N] [--json FILE] [--reports DIR] [--chrome PATH] [--pid-file FILE] [--settle SECONDS] PATH...',
  )
  process.exit(2)
}

const clip = (s, n = 160) => {
  s = String(s).replace(/\s+/g, ' ').trim()
  return s.length > n ? s.slice(0, n - 1) + '…' : s
}

// describeItem: one line naming what an audit's table row points at (the
// element's selector and HTML, a URL, a console message...).
function describeItem(item) {
  if (!item || typeof item !== 'object') return clip(item)
  const node = item.node && item.node.type === 'node' ? item.node : item.type === 'node' ? item : null
  const parts = []
  if (node) {
    parts.push(`${node.selector || node.path || ''} ${node.snippet || ''}`.trim())
    const label = node.nodeLabel
    if (label && !(node.snippet || '').includes(label) && !(node.selector || '').startsWith(label.replace(/…$/, '')))
      parts.push(`"${clip(label, 60)}"`)
    if (node.explanation) parts.push(clip(node.explanation.split('\n').slice(0, 3).join(' '), 200))
  }
  for (const [k, v] of Object.entries(item)) {
    if (k === 'node' || k === 'type' || k === 'subItems') continue
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') parts.push(`${k}=${clip(v, 120)}`)
    else if (v && typeof v === 'object' && v.type === 'source-location') parts.push(`${k}=${v.url}:${v.line + 1}:${v.column + 1}`)
    else if (v && typeof v === 'object' && v.type === 'url') parts.push(`${k}=${v.value}`)
    else if (v && typeof v === 'object' && v.type === 'node') parts.push(`${k}=${v.selector || ''} ${clip(v.snippet || '', 120)}`)
  }
  if (item.subItems && Array.isArray(item.subItems.items)) {
    const sub = item.subItems.items
      .slice(0, 3)
      .map((s) => describeItem(s))
      .join('; ')
    if (sub) parts.push(`[${sub}]`)
  }
  return clip(parts.join(' | '), 400)
}

// failingAudits: the category's scored audits that did not pass, each with
// the elements or resources Lighthouse blames.
function failingAudits(lhr, category) {
  const out = []
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const a = lhr.audits[ref.id]
    if (!a || a.score === null || a.score >= 1) continue
    if (!['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) continue
    if (category === 'performance' && ref.group === 'metrics') continue
    // weight 0: not scored (cannot fail the category); kept in the JSON summary.
    const items = (a.details?.items ?? []).slice(0, 10).map(describeItem)
    out.push({
      id: a.id,
      title: a.title,
      weight: ref.weight,
      score: a.score,
      displayValue: a.displayValue || undefined,
      explanation: a.explanation ? clip(a.explanation, 300) : undefined,
      items,
      more: Math.max(0, (a.details?.items?.length ?? 0) - items.length),
    })
  }
  return out
}

// perfHints: what the performance figures come from: the LCP element, the
// layout shifts, and the opportunities with the largest estimated savings.
function perfHints(lhr) {
  const hints = {}
  const lcpEl = lhr.audits['largest-contentful-paint-element']
  const lcpItems = lcpEl?.details?.items?.[0]?.items
  if (lcpItems?.[0]?.node) hints.lcpElement = describeItem(lcpItems[0])
  const phases = lcpEl?.details?.items?.[1]?.items
  if (phases) hints.lcpPhases = phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? []
  hints.layoutShifts = shifts.slice(0, 5).map((s) => `${s.score?.toFixed?.(3) ?? s.score} ${describeItem({ node: s.node })}`)
  const opps = []
  for (const ref of lhr.categories.performance.auditRefs) {
    const a = lhr.audits[ref.id]
    if (ref.group === 'metrics' || !a || a.score === null || a.score >= 0.9) continue
    const savings = a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? a.metricSavings?.FCP
    const label = savings ? `${a.id} (${ms(savings)})` : a.displayValue ? `${a.id} (${clip(a.displayValue, 60)})` : a.id
    opps.push({ savings: savings || 0, label })
  }
  hints.opportunities = opps
    .sort((x, y) => y.savings - x.savings)
    .slice(0, 8)
    .map((o) => o.label)
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? []
  hints.longTasks = longTasks.slice(0, 5).map((t) => `${t.url} ${ms(t.duration)}`)
  return hints
}

function figures(lhr) {
  const f = {}
  for (const c of categories) {
    const s = lhr.categories[c]?.score
    f[c] = s == null ? null : Math.round(s * 100)
  }
  for (const [k, id] of Object.entries(metrics)) f[k] = lhr.audits[id]?.numericValue ?? null
  return f
}

const chromeDataDir = mkdtempSync(join(tmpdir(), 'claimsite-lighthouse-chrome-'))
let chrome
async function stopChrome() {
  if (chrome) {
    const c = chrome
    chrome = undefined
    try {
      await c.kill()
    } catch {}
  }
  rmSync(chromeDataDir, { recursive: true, force: true })
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    await stopChrome()
    process.exit(130)
  })
}

const summary = {
  base: opts.base,
  runs,
  thresholds,
  lighthouse: null,
  chromium: null,
  settings: null,
  benchmarkIndex: [],
  loadAverage: { start: os.loadavg()[0], settled: null, end: null }, // 1-minute, of the whole machine
  settle: null, // { seconds, why, samples }: the wait for a quiet machine
  pages: [],
  failures: [],
  pass: false,
}

// waitForLoad: measures how busy the machine's cores are until loadSettled
// says to start (or at once with --settle 0), and says how long it waited.
async function waitForLoad() {
  const t0 = Date.now()
  const samples = []
  let verdict = settleSeconds === 0 ? { done: true, why: 'no wait asked (--settle 0)' } : { done: false }
  while (!verdict.done) {
    const before = os.cpus()
    await new Promise((resolve) => setTimeout(resolve, settle.everySeconds * 1000))
    samples.push({ t: (Date.now() - t0) / 1000, busy: busyCores(before, os.cpus()) })
    verdict = loadSettled(samples, settleSeconds)
  }
  const seconds = Math.round((Date.now() - t0) / 1000)
  const cores = os.cpus().length
  const busy = samples.map((s) => s.busy.toFixed(1))
  process.stderr.write(
    samples.length === 0
      ? `lighthouse: no wait for a quiet machine (${verdict.why})\n`
      : `lighthouse: waited ${seconds} s for a quiet machine: ${busy[0]} to ${busy.at(-1)} of ${cores} cores busy (${verdict.why})\n`,
  )
  summary.settle = { seconds, why: verdict.why, samples }
  summary.loadAverage.settled = os.loadavg()[0]
}

try {
  await waitForLoad()
  chrome = await chromeLauncher.launch({
    chromePath: opts.chrome,
    chromeFlags,
    userDataDir: chromeDataDir,
    logLevel: 'silent',
    handleSIGINT: false,
  })
  if (opts['pid-file']) writeFileSync(opts['pid-file'], `${chrome.pid}\n`)
  if (opts.reports) mkdirSync(opts.reports, { recursive: true })

  // Calibration: one run, not judged, on the first page (it also warms the
  // server's renderer), gives the host's benchmarkIndex; every judged run
  // then uses the CPU slowdown that emulates Lighthouse's reference phone on
  // this host (gate.mjs, cpuSlowdown).
  const calibration = await lighthouse(
    new URL(paths[0], opts.base).href,
    { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], ...unjudgedWorkSkipped },
    undefined,
  )
  // The calibration in force: the first run's, then that of each judged run
  // that re-calibrated (summary.calibrations lists them all).
  let calibrated = { benchmarkIndex: calibration.lhr.environment.benchmarkIndex, by: 'calibration run' }
  calibrated.cpuSlowdownMultiplier = cpuSlowdown(calibrated.benchmarkIndex)
  summary.calibration = calibrated
  summary.calibrations = [calibrated]
  process.stderr.write(
    `lighthouse: benchmarkIndex ${Math.round(calibrated.benchmarkIndex)}, CPU slowdown ${calibrated.cpuSlowdownMultiplier}x\n`,
  )

  const started = Date.now()
  for (const path of paths) {
    const url = new URL(path, opts.base).href
    // recalibrated: the runs thrown away because their own benchmarkIndex
    // called for another slowdown (their figures, kept in the JSON summary).
    const page = { path, url, runs: [], recalibrated: [], median: {}, failing: {}, hints: null, runtimeErrors: [], warnings: [] }
    const lhrs = []

    // measure: n more runs of the page, then its medians, hints and failing
    // audits over every run so far.
    const measure = async (n) => {
      const total = page.runs.length + n
      // attempts: this run's earlier tries, thrown away when re-calibrated.
      let attempts = []
      while (page.runs.length < total) {
        const i = page.runs.length
        const t0 = Date.now()
        const slowdown = calibrated.cpuSlowdownMultiplier
        // A run that ends in a Lighthouse runtime error (NO_NAVSTART: "something
        // went wrong with recording the trace... run Lighthouse again", seen on
        // a loaded machine) is run again, twice at most; a page that errors
        // every time (NO_FCP: it never paints) still fails.
        let result
        for (let attempt = 1; ; attempt++) {
          result = await lighthouse(
            url,
            {
              port: chrome.port,
              logLevel: 'error',
              output: opts.reports ? 'html' : 'json',
              onlyCategories: categories,
              throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
              ...unjudgedWorkSkipped,
            },
            undefined, // Lighthouse's default config (mobile, simulated throttling), the CPU calibrated
          )
          const err = result.lhr.runtimeError
          if (!err || attempt === maxAttempts) break
          const note = `run ${i + 1} retried after ${err.code}`
          page.warnings.push(note)
          process.stderr.write(`lighthouse ${path} ${note}\n`)
        }
        let lhr = result.lhr
        let index = lhr.environment.benchmarkIndex
        let seconds = Math.round((Date.now() - t0) / 100) / 10
        let runSlowdown = slowdown
        summary.benchmarkIndex.push(index)
        // Throttled for the host speed of this run? If not, re-calibrate on
        // this run's own index and run the page again (gate.mjs, recalibrate).
        // (At most maxRecalibrations per page: those set aside on its earlier
        // runs and this run's attempts so far.)
        const recalibrations = page.recalibrated.length + attempts.length
        const passed = !lhr.runtimeError && passesSpeed(figures(lhr))
        const check = recalibrate(
          calibrated.benchmarkIndex,
          lhr.runtimeError ? undefined : index,
          recalibrations,
          maxRecalibrations,
          passed,
        )
        const attempt = { result, lhr, benchmarkIndex: index, cpuSlowdown: slowdown, seconds }
        const setAside = (a) =>
          page.recalibrated.push({ ...figures(a.lhr), benchmarkIndex: a.benchmarkIndex, cpuSlowdown: a.cpuSlowdown, seconds: a.seconds })
        if (check.note) {
          page.warnings.push(`run ${i + 1}: ${check.note}`)
          process.stderr.write(`lighthouse ${path} run ${i + 1}: ${check.note}\n`)
        }
        if (check.rerun) {
          attempts.push(attempt)
          calibrated = { benchmarkIndex: index, cpuSlowdownMultiplier: check.slowdown, by: `${path} run ${i + 1}` }
          summary.calibrations.push(calibrated)
          continue
        }
        if (check.exhausted) {
          // Out of re-calibrations: judge the attempt run at the slowdown
          // nearest to what its own index called for.
          attempts.push(attempt)
          const best = closestRun(attempts)
          attempts.forEach((a, k) => k !== best && setAside(a))
          ;({ result, lhr, benchmarkIndex: index, seconds, cpuSlowdown: runSlowdown } = attempts[best])
          calibrated = { benchmarkIndex: check.benchmarkIndex, cpuSlowdownMultiplier: check.slowdown, by: `${path} run ${i + 1}` }
          summary.calibrations.push(calibrated)
          const note = `run ${i + 1}: judged the attempt at ${runSlowdown}x (benchmarkIndex ${Math.round(index)}, calling for ${cpuSlowdown(index)}x)`
          page.warnings.push(note)
          process.stderr.write(`lighthouse ${path} ${note}\n`)
        } else {
          attempts.forEach(setAside)
        }
        attempts = []
        summary.lighthouse ??= lhr.lighthouseVersion
        summary.chromium ??= lhr.environment.hostUserAgent
        summary.settings ??= {
          formFactor: lhr.configSettings.formFactor,
          throttlingMethod: lhr.configSettings.throttlingMethod,
          throttling: lhr.configSettings.throttling,
          screenEmulation: lhr.configSettings.screenEmulation,
        }
        if (lhr.runtimeError) page.runtimeErrors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
        for (const w of (lhr.runWarnings ?? []).map((x) => clip(x, 300))) if (!page.warnings.includes(w)) page.warnings.push(w)
        if (opts.reports) {
          const name = (path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home') + `.${i + 1}.html`
          writeFileSync(join(opts.reports, name), result.report)
        }
        const f = figures(lhr)
        page.runs.push({ ...f, benchmarkIndex: index, cpuSlowdown: runSlowdown, seconds })
        lhrs.push(lhr)
        process.stderr.write(
          `lighthouse ${path} run ${i + 1}/${total}: perf ${score(f.performance)} a11y ${score(f.accessibility)} bp ${score(f['best-practices'])} seo ${score(f.seo)} TBT ${ms(f.tbt)} at ${runSlowdown}x (benchmarkIndex ${Math.round(index)}; ${seconds.toFixed(1)} s)\n`,
        )
      }
      page.median = medians(page.runs)

      // The run whose performance score is the median explains the figures.
      const byPerf = lhrs.map((lhr, i) => ({ lhr, p: page.runs[i].performance ?? -1 })).sort((a, b) => a.p - b.p)
      page.hints = perfHints(byPerf[Math.floor((byPerf.length - 1) / 2)].lhr)

      // Failing audits of every run, merged: how many runs each failed in.
      for (const c of categories) {
        const merged = new Map()
        for (const lhr of lhrs) {
          for (const a of failingAudits(lhr, c)) {
            const prev = merged.get(a.id)
            if (prev) prev.runsFailed++
            else merged.set(a.id, { ...a, runsFailed: 1 })
          }
        }
        page.failing[c] = [...merged.values()]
      }
    }

    await measure(runs)
    const { failures, notes } = await judgeConfirmed(page, measure)
    if (page.runs.length > runs) process.stderr.write(`lighthouse ${path}: ${notes[0]}\n`)
    page.warnings.push(...notes)
    summary.failures.push(...failures)
    summary.pages.push(page)
  }
  summary.seconds = Math.round((Date.now() - started) / 1000)
  summary.loadAverage.end = os.loadavg()[0]
} finally {
  await stopChrome()
}

summary.pass = summary.failures.length === 0

// The table: medians when runs > 1.
// CPU: the slowdown each judged run of the page used.
const slowdowns = (p) => [...new Set(p.runs.map((r) => `${r.cpuSlowdown}x`))].join(' ')
const head = ['page', 'CPU', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'CLS', 'TBT', 'FCP', 'SI']
const rows = summary.pages.map((p) => {
  const m = p.median
  const path = p.runs.length > runs ? `${p.path} (median of ${p.runs.length})` : p.path
  return [
    path,
    slowdowns(p),
    score(m.performance),
    score(m.accessibility),
    score(m['best-practices']),
    score(m.seo),
    ms(m.lcp),
    m.cls == null ? '-' : m.cls.toFixed(3),
    ms(m.tbt),
    ms(m.fcp),
    ms(m.si),
  ]
})
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
const line = (r) => '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |'
console.log(
  `\nLighthouse ${summary.lighthouse}, ${summary.settings?.formFactor}, ${summary.settings?.throttlingMethod} throttling, ` +
    `CPU slowdown ${[...new Set((summary.calibrations ?? []).map((c) => `${c.cpuSlowdownMultiplier}x`))].join(', then ')}, ` +
    `${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, ${summary.seconds} s ` +
    `(benchmarkIndex ${Math.round(median(summary.benchmarkIndex) ?? 0)}; load average ${summary.loadAverage.start.toFixed(1)} ` +
    `at the start, ${summary.loadAverage.settled?.toFixed(1)} after ${summary.settle?.seconds} s of waiting, ` +
    `${summary.loadAverage.end?.toFixed(1)} at the end on ${os.cpus().length} cores)\n`,
)
console.log(line(head))
console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|')
for (const r of rows) console.log(line(r))

const warned = new Set()
for (const p of summary.pages)
  for (const w of p.warnings)
    if (!warned.has(w)) {
      warned.add(w)
      console.log(`\nwarning (${p.path}): ${w}`)
    }

if (opts.json) writeFileSync(opts.json, JSON.stringify(summary, null, 2) + '\n')

if (!summary.pass) {
  console.log(
    `\nLighthouse gate: ${summary.failures.length} failures (thresholds: performance >= ${thresholds.performance}, ` +
      `accessibility, best practices and SEO = 100, CLS <= ${thresholds.cls}, TBT <= ${thresholds.tbt} ms)`,
  )
  for (const f of summary.failures) {
    console.log(`\nFAIL ${f.path}: ${f.what}`)
    if (f.message) console.log(`  ${f.message}`)
    if (f.hints) {
      if (f.hints.lcpElement) console.log(`  LCP element: ${f.hints.lcpElement}`)
      if (f.hints.lcpPhases) console.log(`  LCP phases: ${f.hints.lcpPhases}`)
      if (f.hints.opportunities?.length) console.log(`  audits to act on: ${f.hints.opportunities.join(', ')}`)
    }
    for (const a of f.audits ?? []) {
      const pageRuns = summary.pages.find((p) => p.path === f.path)?.runs.length ?? runs
      const runsNote = pageRuns > 1 ? ` (failed in ${a.runsFailed} of ${pageRuns} runs)` : ''
      console.log(`  - ${a.id}: ${a.title}${a.displayValue ? ` [${a.displayValue}]` : ''}${runsNote}`)
      if (a.explanation) console.log(`      ${a.explanation}`)
      for (const it of a.items) console.log(`      ${it}`)
      if (a.more) console.log(`      … and ${a.more} more`)
    }
  }
  process.exitCode = 1
} else {
  console.log('\nLighthouse gate: every page passes.')
}

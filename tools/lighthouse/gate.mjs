// The Lighthouse gate's verdict (run.mjs measures; this judges), apart so
// that node --test can check it without a browser (gate.test.mjs).

// The gate: issue 10, item 6.
export const thresholds = {
  performance: 95, // score, at least
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.01, // cumulative layout shift, at most
  tbt: 150, // total blocking time in ms, at most
}

export const categories = ['performance', 'accessibility', 'best-practices', 'seo']
export const metrics = {
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
}

// passesSpeed: whether one run's figures (run.mjs, figures) meet the
// thresholds a CPU slowdown moves: performance, CLS and TBT.
export function passesSpeed(f) {
  const { performance, cls, tbt } = f
  return (
    performance != null &&
    performance >= thresholds.performance &&
    cls != null &&
    cls <= thresholds.cls &&
    tbt != null &&
    tbt <= thresholds.tbt
  )
}

// A page that fails on fewer runs than this is run again up to this many
// and judged on the median. Five, not make bench's three (decision 018):
// on this 2-core machine one build's /services measured 61-257 ms of TBT
// in runs minutes apart, the host's speed (benchmarkIndex) moving between
// 1,600 and 2,700 meanwhile; one slow run of three moved the median past
// the threshold, one of five does not (decision 042).
export const confirmRuns = 5

export const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (s.length === 0) return null
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

// medians: each figure's median over a page's runs, taken on its own.
export function medians(runs) {
  const m = {}
  for (const k of [...categories, ...Object.keys(metrics)]) m[k] = median(runs.map((r) => r[k]))
  return m
}

export const ms = (v) => (v == null ? '-' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`)
export const score = (v) => (v == null ? '-' : String(v))

// judge: the thresholds a page misses on the medians of its runs, as
// failures { path, what, message?, hints?, audits? } (none when it passes),
// and notes: the scored audits that failed in fewer than half the runs.
//
// page: { path, runs: [figures], median, failing: { category: [audit with
// runsFailed] }, runtimeErrors: [string], hints }.
export function judge(page) {
  const runs = page.runs.length
  const failures = []
  const notes = []
  const fail = (what, detail) => failures.push({ path: page.path, what, ...detail })
  for (const e of new Set(page.runtimeErrors)) {
    const n = page.runtimeErrors.filter((x) => x === e).length
    fail(`lighthouse error${runs > 1 ? ` in ${n} of ${runs} runs` : ''}`, { message: e })
  }
  if (page.runtimeErrors.length === runs) return { failures, notes } // no figures to judge
  const m = page.median
  if (m.performance == null || m.performance < thresholds.performance)
    fail(`performance ${score(m.performance)} < ${thresholds.performance}`, {
      message: `FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${m.cls?.toFixed(3)}, SI ${ms(m.si)}`,
      hints: page.hints,
    })
  // Lighthouse rounds a category's score to two decimals: one failing
  // audit among ~200 weight points still shows accessibility 100. The gate
  // wants none: a scored audit that fails in half the runs or more fails
  // the page even when the rounded score is 100.
  for (const c of ['accessibility', 'best-practices', 'seo']) {
    const scored = (page.failing[c] ?? []).filter((a) => a.weight > 0)
    const failing = scored.filter((a) => a.runsFailed * 2 >= runs)
    const flaky = scored.filter((a) => a.runsFailed * 2 < runs)
    if (flaky.length) notes.push(`${c}: ${flaky.map((a) => `${a.id} failed in ${a.runsFailed} of ${runs} runs`).join(', ')}`)
    if (m[c] == null || m[c] < thresholds[c] || failing.length)
      fail(
        m[c] != null && m[c] >= thresholds[c]
          ? `${c} ${score(m[c])} (rounded) with ${failing.length} failing audit${failing.length > 1 ? 's' : ''}`
          : `${c} ${score(m[c])} < ${thresholds[c]}`,
        { audits: m[c] != null && m[c] >= thresholds[c] ? failing : scored },
      )
  }
  if (m.cls == null || m.cls > thresholds.cls)
    fail(`CLS ${m.cls?.toFixed(3)} > ${thresholds.cls}`, { message: (page.hints?.layoutShifts ?? []).join('; ') })
  if (m.tbt == null || m.tbt > thresholds.tbt)
    fail(`TBT ${Math.round(m.tbt * 10) / 10} ms > ${thresholds.tbt} ms`, { message: (page.hints?.longTasks ?? []).join('; ') })
  return { failures, notes }
}

// judgeConfirmed: judge, but a page that fails on fewer than confirmRuns
// runs is measured again (measureMore(n) adds n runs and brings page's
// median, failing and hints up to date) and judged on the median of them
// all, with a note saying so. One run's total blocking time follows
// whatever else the machine did in those seconds (a build's tail, another
// test's browsers): 42-58 ms on a quiet machine, 195-208 ms for two pages
// right after an npm ci. A page that really misses the gate misses it on
// the median too.
export async function judgeConfirmed(page, measureMore) {
  const first = judge(page)
  const runs = page.runs.length
  if (first.failures.length === 0 || runs >= confirmRuns) return first
  await measureMore(confirmRuns - runs)
  const confirmed = judge(page)
  const what = first.failures.map((f) => f.what).join('; ')
  confirmed.notes.unshift(`failed on ${runs === 1 ? 'one run' : `${runs} runs`} (${what}); judged on the median of ${page.runs.length}`)
  return confirmed
}

// cpuSlowdown: the CPU slowdown that makes this host emulate Lighthouse's
// reference phone, from the benchmarkIndex Lighthouse measured on it, by
// Lighthouse's own calibration (its documentation's CPU throttling
// calculator: 4x at 1,533, 3x at 1,300, 2x at 800, 1x at 150), and never
// above Lighthouse's default 4x. The default assumes a host of about 1,533:
// on this 2-core machine the index moved between 1,960 and 1,188 within one
// session, and at 1,250 the same build measured TBT 168-233 ms on five pages
// that had measured 37-145 ms an hour earlier.
export function cpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4
  let m
  if (benchmarkIndex >= 1300) m = 3 + (benchmarkIndex - 1300) / 233
  else if (benchmarkIndex >= 800) m = 2 + (benchmarkIndex - 800) / 500
  else m = 1 + (benchmarkIndex - 150) / 650
  return Math.round(Math.min(4, Math.max(1, m)) * 100) / 100
}

// A judged run measures the host again (Lighthouse's benchmarkIndex, taken
// at the start of each run). When its own index is more than this far from
// the index its CPU slowdown was calibrated on, the run was throttled for
// another host speed: in one fresh-clone make test the calibration read
// 1,558 (4x) and the judged runs 1,154 (which calls for 2.71x), and `/` and
// `/contact-us` measured TBT 166 and 161 ms at 4x.
export const indexTolerance = 0.15

// How many times one page may be re-calibrated and run again.
export const maxRecalibrations = 2

// recalibrate: what to do with a judged run measured at the slowdown
// calibrated on calibrationIndex, whose own index was runIndex, after
// `done` re-calibrations of its page. { rerun: true, benchmarkIndex,
// slowdown } when the run must be thrown away and the page run again at
// the slowdown its index calls for (the new calibration); otherwise
// { rerun: false } and, when the run was off but the page has used up its
// re-calibrations, exhausted, a note and the new calibration (run.mjs
// judges the attempt closestRun picks and calibrates the runs after it on
// this index). A run off by more than the tolerance whose
// index calls for the same slowdown (both at or above the 4x cap) is kept,
// and so is one that `passed` (passesSpeed) although the host ran slower
// than calibrated: throttled harder than its index called for, it passed a
// stricter test than the gate asks for. One fresh-clone make test ran six
// pages again, four of them for a slower host, at about 10 s a run.
export function recalibrate(calibrationIndex, runIndex, done = 0, max = maxRecalibrations, passed = false) {
  if (!(calibrationIndex > 0) || !(runIndex > 0)) return { rerun: false }
  const drift = (runIndex - calibrationIndex) / calibrationIndex
  const used = cpuSlowdown(calibrationIndex)
  const wanted = cpuSlowdown(runIndex)
  if (Math.abs(drift) <= indexTolerance || wanted === used) return { rerun: false, drift }
  const off = `benchmarkIndex ${Math.round(runIndex)} is ${Math.round(Math.abs(drift) * 100)}% ${drift < 0 ? 'below' : 'above'} the calibration's ${Math.round(calibrationIndex)}`
  if (passed && wanted < used) return { rerun: false, drift, note: `${off}: passed at ${used}x where ${wanted}x was called for, kept` }
  if (done >= max)
    return {
      rerun: false,
      drift,
      exhausted: true,
      benchmarkIndex: runIndex,
      slowdown: wanted,
      note: `${off}, and the page was re-calibrated ${done} times already: not run again; the runs after it use ${wanted}x`,
    }
  return {
    rerun: true,
    drift,
    benchmarkIndex: runIndex,
    slowdown: wanted,
    note: `${off}: re-calibrated to ${wanted}x (was ${used}x), run again`,
  }
}

// Before the calibration, the gate waits for the work of earlier steps to
// end (make test runs it right after the browser tests). It reads how many
// cores were busy over each settle.everySeconds (the kernel's CPU times,
// busyCores) and starts when fewer than settle.idleBelow were, when that
// has stopped falling (less than 5% lower than settle.flatSeconds earlier:
// a steady load of other work that waiting will not remove), or after
// settle.maxSeconds at most. It read the 1-minute load average before,
// which lags the machine by about a minute: after the browser tests it
// kept the gate waiting 60 to 90 s on a machine already idle.
export const settle = { maxSeconds: 120, everySeconds: 3, flatSeconds: 12, idleBelow: 0.5 }

// busyCores: how many cores were busy between two readings of os.cpus()
// (1.5: one and a half of them, on average over the interval).
export function busyCores(before, after) {
  const total = (t) => t.user + t.nice + t.sys + t.idle + t.irq
  let busy = 0
  let all = 0
  after.forEach((cpu, i) => {
    const elapsed = total(cpu.times) - total(before[i].times)
    busy += elapsed - (cpu.times.idle - before[i].times.idle)
    all += elapsed
  })
  return all > 0 ? (busy / all) * after.length : 0
}

// loadSettled: whether to start, given the samples so far ({ t: seconds
// since the wait began, busy: cores busy over the interval before t });
// { done, why }.
export function loadSettled(samples, maxSeconds = settle.maxSeconds) {
  const last = samples.at(-1)
  if (!last || last.busy < settle.idleBelow) return { done: true, why: 'idle' }
  if (last.t >= maxSeconds) return { done: true, why: `still busy after ${maxSeconds} s` }
  const earlier = samples.findLast((s) => s.t <= last.t - settle.flatSeconds)
  if (earlier && last.busy >= earlier.busy * 0.95) return { done: true, why: 'no longer falling' }
  return { done: false }
}

// closestRun: when a page has used up its re-calibrations, which of its
// attempts ({ benchmarkIndex, cpuSlowdown }: the index it measured, the
// slowdown it ran at) to judge: the one whose slowdown is nearest to what
// its own index calls for (the first of equals).
export function closestRun(attempts) {
  let best = 0
  const gap = (a) => Math.abs(cpuSlowdown(a.benchmarkIndex) - a.cpuSlowdown)
  attempts.forEach((a, i) => {
    if (gap(a) < gap(attempts[best])) best = i
  })
  return best
}

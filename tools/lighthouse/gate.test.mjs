// node --test tools/lighthouse: the gate's verdict without a browser.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { confirmRuns, cpuSlowdown, judge, judgeConfirmed, medians } from './gate.mjs'

// A run's figures; passing by default.
const run = (over = {}) => ({
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcp: 1700,
  cls: 0,
  tbt: 50,
  fcp: 1600,
  si: 1700,
  ...over,
})

const page = (runs, extra = {}) => ({
  path: '/about-us',
  runs,
  median: medians(runs),
  failing: {},
  runtimeErrors: [],
  hints: { layoutShifts: [], longTasks: ['app.js 120 ms'] },
  ...extra,
})

// measureWith: a measureMore that adds the given runs, as run.mjs's does
// after Lighthouse, and counts how many it was asked for.
function measureWith(more) {
  const asked = []
  const measure = async (n) => {
    asked.push(n)
    const p = measure.page
    p.runs.push(...more.slice(0, n))
    p.median = medians(p.runs)
  }
  return { measure, asked }
}

test('medians are taken figure by figure', () => {
  const m = medians([run({ tbt: 300, performance: 90 }), run({ tbt: 40, performance: 100 }), run({ tbt: 60, performance: 97 })])
  assert.equal(m.tbt, 60)
  assert.equal(m.performance, 97)
})

test('a page within every threshold passes', () => {
  assert.deepEqual(judge(page([run()])).failures, [])
})

test('each threshold fails on its own', () => {
  const cases = [
    [{ performance: 94 }, 'performance 94 < 95'],
    [{ accessibility: 98 }, 'accessibility 98 < 100'],
    [{ 'best-practices': 96 }, 'best-practices 96 < 100'],
    [{ seo: 92 }, 'seo 92 < 100'],
    [{ cls: 0.02 }, 'CLS 0.020 > 0.01'],
    [{ tbt: 151 }, 'TBT 151 ms > 150 ms'],
  ]
  for (const [over, what] of cases) {
    const { failures } = judge(page([run(over)]))
    assert.deepEqual(
      failures.map((f) => f.what),
      [what],
      JSON.stringify(over),
    )
  }
})

test('a scored audit failing in half the runs fails a page whose rounded score is 100', () => {
  const audit = (runsFailed) => ({ id: 'color-contrast', weight: 7, runsFailed, items: [] })
  const failing = judge(page([run(), run()], { failing: { accessibility: [audit(1)] } }))
  assert.deepEqual(
    failing.failures.map((f) => f.what),
    ['accessibility 100 (rounded) with 1 failing audit'],
  )
  const flaky = judge(page([run(), run(), run()], { failing: { accessibility: [audit(1)] } }))
  assert.deepEqual(flaky.failures, [])
  assert.deepEqual(flaky.notes, ['accessibility: color-contrast failed in 1 of 3 runs'])
  const unscored = judge(page([run()], { failing: { seo: [{ ...audit(1), weight: 0 }] } }))
  assert.deepEqual(unscored.failures, [])
})

test('a runtime error in every run fails the page with nothing else to judge', () => {
  const p = page([run({ performance: null, tbt: null })], { runtimeErrors: ['NO_FCP: the page did not paint'] })
  assert.deepEqual(
    judge(p).failures.map((f) => f.what),
    ['lighthouse error'],
  )
})

test('a page that passes is not measured again', async () => {
  const { measure, asked } = measureWith([run()])
  measure.page = page([run()])
  const { failures, notes } = await judgeConfirmed(measure.page, measure)
  assert.deepEqual(failures, [])
  assert.deepEqual(notes, [])
  assert.deepEqual(asked, [])
})

test('one slow run is confirmed on the median of three, and the note says so', async () => {
  const { measure, asked } = measureWith([run({ tbt: 48 }), run({ tbt: 61 })])
  measure.page = page([run({ tbt: 195 })])
  const { failures, notes } = await judgeConfirmed(measure.page, measure)
  assert.deepEqual(asked, [confirmRuns - 1])
  assert.equal(measure.page.runs.length, confirmRuns)
  assert.deepEqual(failures, [])
  assert.deepEqual(notes, ['failed on one run (TBT 195 ms > 150 ms); judged on the median of 3'])
})

test('a page that misses the gate on the median still fails', async () => {
  const { measure } = measureWith([run({ tbt: 180 }), run({ tbt: 40 })])
  measure.page = page([run({ tbt: 210 })])
  const { failures } = await judgeConfirmed(measure.page, measure)
  assert.deepEqual(
    failures.map((f) => f.what),
    ['TBT 180 ms > 150 ms'],
  )
  assert.match(failures[0].message, /app\.js/)
})

test('a page measured three times already is judged as it is', async () => {
  const { measure, asked } = measureWith([])
  measure.page = page([run({ tbt: 200 }), run({ tbt: 190 }), run({ tbt: 40 })])
  const { failures } = await judgeConfirmed(measure.page, measure)
  assert.deepEqual(asked, [])
  assert.deepEqual(
    failures.map((f) => f.what),
    ['TBT 190 ms > 150 ms'],
  )
})

test("the CPU slowdown follows Lighthouse's calibration, never above its default 4x", () => {
  assert.equal(cpuSlowdown(1533), 4)
  assert.equal(cpuSlowdown(2800), 4)
  assert.equal(cpuSlowdown(1300), 3)
  assert.equal(cpuSlowdown(1050), 2.5)
  assert.equal(cpuSlowdown(800), 2)
  assert.equal(cpuSlowdown(150), 1)
  assert.equal(cpuSlowdown(50), 1)
  assert.equal(cpuSlowdown(undefined), 4)
})

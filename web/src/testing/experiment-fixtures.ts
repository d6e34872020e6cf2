import type { Experiment, Results } from '@/features/admin-experiments/types'

/** A running experiment on the home headline: the control and one challenger, half the traffic. */
export function experimentFixture(overrides: Partial<Experiment> = {}): Experiment {
  return {
    id: 3,
    name: 'Shorter headline',
    hypothesis: 'A shorter headline is read to the end on phones.',
    target: 'hero_headline',
    traffic_percent: 50,
    variants: [
      { key: 'a', name: 'Control', weight: 50, value: 'Hurt in an accident? Get the compensation you deserve.' },
      { key: 'b', name: 'Short', weight: 50, value: 'Hurt? Get paid.' },
    ],
    primary_metric: 'leads',
    min_effect: 0.1,
    alpha: 0.05,
    language: 'en',
    status: 'running',
    started_at: '2026-11-18T14:00:00Z',
    stopped_at: null,
    shipped_variant: null,
    baseline_rate: 0.03,
    baseline_qualified_rate: 0.012,
    ...overrides,
  }
}

/** The results of experimentFixture after five days: challenger B ahead, significant, the split as the weights say. */
export function resultsFixture(overrides: Partial<Results> = {}): Results {
  return {
    metric: 'leads',
    alpha: 0.05,
    ready: true,
    variants: [
      {
        key: 'a',
        name: 'Control',
        exposures: 4000,
        conversions: 120,
        rate: 0.03,
        diff: null,
        ci_low: null,
        ci_high: null,
        lift: null,
        lift_low: null,
        lift_high: null,
        p_value: null,
        significant: false,
        secondary: { metric: 'qualified_leads', conversions: 48, rate: 0.012, diff: null, ci_low: null, ci_high: null, p_value: null },
      },
      {
        key: 'b',
        name: 'Short',
        exposures: 4010,
        conversions: 142,
        rate: 0.03541,
        diff: 0.0054,
        ci_low: 0.0012,
        ci_high: 0.0099,
        lift: 0.18,
        lift_low: 0.04,
        lift_high: 0.33,
        p_value: 0.012,
        significant: true,
        secondary: {
          metric: 'qualified_leads',
          conversions: 55,
          rate: 0.01372,
          diff: 0.0017,
          ci_low: -0.0021,
          ci_high: 0.0055,
          p_value: 0.41,
        },
      },
    ],
    srm_p_value: 0.41,
    srm_ok: true,
    verdict: 'Challenger B: +18% leads per visitor, 95% interval +4% to +33%; valid to stop now',
    days_needed: null,
    series: [
      { day: '2026-11-19', variants: [{ key: 'b', exposures: 800, conversions: 30, diff: 0.0061, ci_low: -0.012, ci_high: 0.024 }] },
      { day: '2026-11-20', variants: [{ key: 'b', exposures: 1610, conversions: 58, diff: 0.0049, ci_low: -0.006, ci_high: 0.0158 }] },
      { day: '2026-11-21', variants: [{ key: 'b', exposures: 2405, conversions: 86, diff: 0.0052, ci_low: -0.0022, ci_high: 0.0126 }] },
      { day: '2026-11-22', variants: [{ key: 'b', exposures: 3200, conversions: 114, diff: 0.0055, ci_low: 0.0003, ci_high: 0.0107 }] },
      { day: '2026-11-23', variants: [{ key: 'b', exposures: 4010, conversions: 142, diff: 0.0054, ci_low: 0.0012, ci_high: 0.0099 }] },
    ],
    ...overrides,
  }
}

/** What GET .../results answers for a draft: zeros, and the days the experiment would need at the site's recent traffic. */
export function draftResultsFixture(experiment: Experiment, daysNeeded: number | null = 9): Results {
  return {
    metric: experiment.primary_metric,
    alpha: experiment.alpha,
    ready: false,
    variants: experiment.variants.map((v) => ({
      key: v.key,
      name: v.name,
      exposures: 0,
      conversions: 0,
      rate: null,
      diff: null,
      ci_low: null,
      ci_high: null,
      lift: null,
      lift_low: null,
      lift_high: null,
      p_value: null,
      significant: false,
      secondary: null,
    })),
    srm_p_value: null,
    srm_ok: true,
    verdict: 'Not started',
    days_needed: daysNeeded,
    series: [],
  }
}

/** GET /api/admin/settings, the fields the experiments read (with the settings issue 24 adds). */
export const experimentSettingsFixture = {
  operator_timezone: 'America/New_York',
  hero_headline: 'Hurt in an accident? Get the compensation you deserve.',
  hero_subline: 'Test Claims connects people injured in accidents with attorneys in their state.',
  cta_label: 'Get a Free Consultation',
  popup_enabled: true,
  popup_delay_seconds: 5,
  popup_headline: 'Claim Your Personal Injury Compensation',
  entry_form: 'short',
}

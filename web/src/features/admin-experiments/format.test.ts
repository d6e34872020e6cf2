import { describe, expect, it } from 'vitest'
import { formFieldFor, percentToFraction, shares, toFormValues, toInput } from './form'
import {
  formatConfidence,
  formatDiff,
  formatDiffInterval,
  formatEffect,
  formatLift,
  formatLiftInterval,
  formatP,
  formatRate,
  formatValue,
} from './format'
import { estimateSentence } from './components/ResultsSection'
import { experimentFixture } from '@/testing/experiment-fixtures'

describe('the numbers of the results', () => {
  it('writes rates with two decimals, lifts signed and differences in percentage points', () => {
    expect(formatRate(0.0325)).toBe('3.25%')
    expect(formatRate(null)).toBe('—')
    expect(formatLift(0.18)).toBe('+18%')
    expect(formatLift(0.04)).toBe('+4%')
    expect(formatLift(-0.042)).toBe('−4.2%')
    expect(formatLift(0)).toBe('0%')
    expect(formatLiftInterval(0.04, 0.33)).toBe('+4% to +33%')
    expect(formatLiftInterval(null, 0.33)).toBe('—')
    expect(formatDiff(0.0085)).toBe('+0.85 pp')
    expect(formatDiff(-0.0012)).toBe('−0.12 pp')
    expect(formatDiffInterval(-0.0012, 0.018)).toBe('−0.12 to +1.80 pp')
    expect(formatP(0.0321)).toBe('0.032')
    expect(formatP(0.0002)).toBe('< 0.001')
    expect(formatConfidence(0.05)).toBe('95%')
    expect(formatConfidence(0.001)).toBe('99.9%')
    expect(formatEffect(0.1)).toBe('10%')
    expect(formatEffect(0.025)).toBe('2.5%')
    expect(estimateSentence(9, 0.1)).toBe('About 9 days at recent traffic to detect a 10% lift')
    expect(estimateSentence(0.4, 0.1)).toBe('About 1 day at recent traffic to detect a 10% lift')
  })

  it('says each kind of value in words', () => {
    expect(formatValue('cta_label', 'Get help now')).toBe('“Get help now”')
    expect(formatValue('popup', { enabled: true, delay_seconds: 5, headline: 'Free review' })).toBe('Pop-up on after 5 s: “Free review”')
    expect(formatValue('popup', { enabled: false, delay_seconds: 5, headline: 'Free review' })).toBe('Pop-up off')
    expect(formatValue('entry_form', 'case_evaluation')).toBe('Case evaluation')
  })
})

describe('the editor’s values', () => {
  it('stores the smallest effect as a fraction and shows it as a percent', () => {
    expect(percentToFraction('10')).toBe(0.1)
    expect(percentToFraction('2,5')).toBe(0.025)
    const e = experimentFixture({ min_effect: 0.07, alpha: 0.1 })
    expect(toFormValues(e)).toMatchObject({ min_effect_percent: '7', alpha: '0.1', traffic_percent: '50' })
    expect(toInput(toFormValues({ ...e, status: 'draft' }))).toMatchObject({ min_effect: 0.07, alpha: 0.1, variants: e.variants })
  })

  it('keeps a pop-up’s value whole', () => {
    const popup = experimentFixture({
      status: 'draft',
      target: 'popup',
      variants: [
        { key: 'a', name: 'Control', weight: 50, value: { enabled: true, delay_seconds: 3, headline: 'Claim now' } },
        { key: 'b', name: 'Off', weight: 50, value: { enabled: false, delay_seconds: 3, headline: 'Claim now' } },
      ],
    })
    expect(toInput(toFormValues(popup), popup).variants).toEqual(popup.variants)
  })

  it('shares the visitors by weight', () => {
    expect(shares(['50', '50'])).toEqual([50, 50])
    expect(shares(['1', '3'])).toEqual([25, 75])
    expect(shares(['50', ''])).toEqual([100, null])
  })

  it('finds the input of each server error key', () => {
    expect(formFieldFor('name', 'cta_label')).toBe('name')
    expect(formFieldFor('min_effect', 'cta_label')).toBe('min_effect_percent')
    expect(formFieldFor('variants', 'cta_label')).toBe('root.variants')
    expect(formFieldFor('variants.1.value', 'cta_label')).toBe('variants.1.text')
    expect(formFieldFor('variants.2.weight', 'cta_label')).toBe('variants.2.weight')
    expect(formFieldFor('variants.1.value', 'entry_form')).toBe('variants.1.entry_form')
    expect(formFieldFor('variants.1.value', 'popup')).toBe('variants.1.value')
    expect(formFieldFor('variants.1.value.headline', 'popup')).toBe('variants.1.popup_headline')
    expect(formFieldFor('variants.1.value.delay_seconds', 'popup')).toBe('variants.1.popup_delay')
    expect(formFieldFor('variants.7.value', 'cta_label')).toBeNull()
    expect(formFieldFor('language', 'cta_label')).toBe('language')
    expect(formFieldFor('status', 'cta_label')).toBeNull()
  })
})

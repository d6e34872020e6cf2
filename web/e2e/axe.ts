import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

// DESIGN.md §8: no serious or critical violation of WCAG 2.1 A and AA.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The serious and critical axe violations on the page (or inside the
 * `include` selector), one line each: the rule and the elements it found.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe inside the page. The default mode opens a blank page
  // of its own to merge the results of every frame, which took 1.5-2.5 s of
  // each 3-4 s scan on a 2-core machine; the app has no frames to merge.
  let builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true)
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

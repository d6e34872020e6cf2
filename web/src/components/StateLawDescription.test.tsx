import { describe, expect, it, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { FAULT_RULES, factMarkerHtml, splitDescription, type FaultRule, type StateFacts } from '@/lib/state-facts'
import { years } from '@/lib/state-facts-en'
import { StateLawDescription } from './StateLawDescription'

const texas: StateFacts = {
  name: 'Texas',
  code: 'TX',
  sol_years: 2,
  fault_rule: 'modified_51',
  government_notice_days: null,
  no_fault: false,
  citation: 'Tex. Civ. Prac. & Rem. Code § 16.003',
}

/** A description as the seed writes it: prose, with the three markers. */
const seeded =
  '<p>Intro.</p>\n<h2>Statute of limitations</h2>\n' +
  factMarkerHtml('statute') +
  '\n<p>State note.</p>\n<h2>Fault rule</h2>\n' +
  factMarkerHtml('fault') +
  '\n<p>Insurers apply the same rule.</p>\n' +
  factMarkerHtml('no-fault') +
  '\n<h2>What to do</h2>'

/** The visible text, spaces made single. */
function textOf(description: string, facts: StateFacts): string {
  const { container } = render(<StateLawDescription description={description} facts={facts} />)
  return (container.textContent ?? '').replace(/\s+/g, ' ')
}

describe('StateLawDescription', () => {
  it('writes the statute paragraph from sol_years and the citation where the description has its marker', () => {
    const { container } = render(<StateLawDescription description={seeded} facts={texas} />)
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent?.replace(/\s+/g, ' '))
    expect(paragraphs[0]).toBe('Intro.')
    expect(paragraphs[1]).toBe(
      'In Texas, the general statute of limitations for personal-injury claims is two years, usually counted from the date of the injury (Tex. Civ. Prac. & Rem. Code § 16.003). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.',
    )
    expect(paragraphs[2]).toBe('State note.')
    expect(container.querySelector('strong')).toHaveTextContent('two years')
    // The generated blocks stand where the markers stood, between the headings.
    const order = [...container.querySelectorAll('h2, p')].map((el) => el.textContent?.slice(0, 20))
    expect(order).toEqual([
      'Intro.',
      'Statute of limitatio',
      'In Texas, the genera',
      'State note.',
      'Fault rule',
      'Texas follows modifi',
      'Example: your damage',
      'Insurers apply the s',
      'What to do',
    ])
    expect(container.innerHTML).not.toContain('data-fact')
  })

  it.each([
    [
      'pure_comparative',
      'Texas follows pure comparative negligence.',
      'You could recover $70,000. Found 80% at fault, you could still recover $20,000.',
    ],
    [
      'modified_50',
      'Texas follows modified comparative negligence with a 50% bar.',
      'If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.',
    ],
    [
      'modified_51',
      'Texas follows modified comparative negligence with a 51% bar.',
      'found exactly 50% at fault, $50,000. Found 60% at fault, you would recover nothing.',
    ],
    [
      'contributory',
      'Texas is one of the few places that still follow contributory negligence.',
      'In a comparative-fault state you might recover $95,000; under contributory negligence you could recover nothing.',
    ],
    [
      'slight_gross',
      'Texas follows its own form of modified comparative negligence, often called the “slight/gross” rule.',
      'You could recover $90,000. If the jury finds your negligence more than slight',
    ],
  ] satisfies Array<[FaultRule, string, string]>)('explains %s with a worked example', (rule, named, example) => {
    const text = textOf(seeded, { ...texas, fault_rule: rule })
    expect(text).toContain(named)
    expect(text).toContain(example)
  })

  it('covers every fault rule, each in words of its own', () => {
    const texts = FAULT_RULES.map((rule) => textOf(factMarkerHtml('fault'), { ...texas, fault_rule: rule }))
    expect(new Set(texts).size).toBe(FAULT_RULES.length)
    for (const text of texts) expect(text).toMatch(/^Texas (follows|is one of)/)
  })

  it('names the rule only at a fault-name marker, leaving what follows to the page’s words (Michigan)', () => {
    const michigan: StateFacts = { ...texas, name: 'Michigan', code: 'MI', sol_years: 3, no_fault: true }
    const description =
      factMarkerHtml('fault-name') + '<p>If you are found 51% or more at fault, you lose the right to non-economic damages.</p>'
    const text = textOf(description, michigan)
    expect(text).toBe(
      'Michigan follows modified comparative negligence with a 51% bar.If you are found 51% or more at fault, you lose the right to non-economic damages.',
    )
    expect(text).not.toContain('recover nothing')
    expect(text).not.toContain('Example')
  })

  it('writes the no-fault heading and paragraph only for a no-fault state', () => {
    const { container } = render(<StateLawDescription description={seeded} facts={{ ...texas, no_fault: true }} />)
    expect(container.querySelector('h3')).toHaveTextContent('No-fault auto insurance')
    expect(container).toHaveTextContent(
      /Texas has a no-fault auto insurance system\. After a car accident, your own personal injury protection/,
    )
    expect(textOf(seeded, texas)).not.toContain('no-fault')
  })

  it('says nothing of a fact that is not known', () => {
    const unknown: StateFacts = { ...texas, sol_years: null, fault_rule: '', citation: '' }
    const { container } = render(<StateLawDescription description={seeded} facts={unknown} />)
    expect([...container.querySelectorAll('h2, p')].map((el) => el.textContent)).toEqual([
      'Intro.',
      'Statute of limitations',
      'State note.',
      'Fault rule',
      'Insurers apply the same rule.',
      'What to do',
    ])
    expect(container.querySelector('strong')).toBeNull()
  })

  it('leaves the citation out when there is none, and adds a notice period where one is set', () => {
    const text = textOf(factMarkerHtml('statute'), { ...texas, citation: '', sol_years: 1, government_notice_days: 180 })
    expect(text).toContain('personal-injury claims is one year, usually counted from the date of the injury. If a lawsuit')
    expect(text).toContain(
      'A claim against a public body in Texas, such as a city, a county or a state agency, generally requires written notice within 180 days of the injury.',
    )
    // The notice period alone, without a known statute of limitations.
    expect(textOf(factMarkerHtml('statute'), { ...texas, sol_years: null, government_notice_days: 90 })).toMatch(
      /^A claim against a public body in Texas, .* within 90 days of the injury\./,
    )
  })

  it('says “the District of Columbia” inside a sentence and at its start', () => {
    const dc: StateFacts = { ...texas, name: 'District of Columbia', code: 'DC', sol_years: 3, fault_rule: 'contributory', no_fault: true }
    const text = textOf(seeded, dc)
    expect(text).toContain('In the District of Columbia, the general statute of limitations for personal-injury claims is three years')
    expect(text).toContain('The District of Columbia is one of the few places that still follow contributory negligence.')
    expect(text).toContain('The District of Columbia has a no-fault auto insurance system.')
    expect(text).not.toMatch(/[^e] District of Columbia/)
  })

  it('shows a description without markers as it is, with nothing written beside it', () => {
    const own = '<p>Our own words: Texas gives you <strong>two years</strong>.</p>'
    const { container } = render(<StateLawDescription description={own} facts={texas} />)
    expect(container.querySelector('.rich-text')?.innerHTML).toBe(`<div class="rich-text__part">${own}</div>`)
  })

  it('renders the same on the server and in the browser (no hydration mismatch)', async () => {
    const page = <StateLawDescription description={seeded} facts={{ ...texas, no_fault: true, government_notice_days: 180 }} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.appendChild(container)
    const recoverable = vi.fn()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    container.remove()
  })
})

describe('splitDescription', () => {
  it('cuts at the markers and keeps the first of each slot, as the server does', () => {
    expect(
      splitDescription(
        `<p>a</p>${factMarkerHtml('fault-name')}\n${factMarkerHtml('fault')}<p>b</p>${factMarkerHtml('statute')}${factMarkerHtml('statute')}`,
      ),
    ).toEqual([{ html: '<p>a</p>' }, { fact: 'fault-name' }, { html: '<p>b</p>' }, { fact: 'statute' }])
    expect(splitDescription('<p>only</p>')).toEqual([{ html: '<p>only</p>' }])
    expect(splitDescription('<div data-fact="verdict"></div>')).toEqual([{ html: '<div data-fact="verdict"></div>' }])
  })
})

describe('years', () => {
  it('spells the periods the form allows', () => {
    expect([1, 2, 6, 10, 12].map(years)).toEqual(['one year', 'two years', 'six years', 'ten years', '12 years'])
  })
})

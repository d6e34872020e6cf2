import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { StateLawDescription } from '@/components/StateLawDescription'
import { FAULT_RULES, factMarkerHtml, type FaultRule, type StateFacts } from './state-facts'
import { stateFactsEn } from './state-facts-en'
import { stateFactsEs, years } from './state-facts-es'

/** Spanish pages pass the record's Spanish name. */
const texas: StateFacts = {
  name: 'Texas',
  code: 'TX',
  sol_years: 2,
  fault_rule: 'modified_51',
  government_notice_days: null,
  no_fault: false,
  citation: 'Tex. Civ. Prac. & Rem. Code § 16.003',
}
const carolinaDelNorte: StateFacts = {
  ...texas,
  name: 'Carolina del Norte',
  code: 'NC',
  sol_years: 3,
  fault_rule: 'contributory',
  citation: 'N.C. Gen. Stat. § 1-52(16)',
}
const dc: StateFacts = {
  ...texas,
  name: 'Distrito de Columbia',
  code: 'DC',
  sol_years: 3,
  fault_rule: 'contributory',
  citation: 'D.C. Code § 12-301(8)',
}
const florida: StateFacts = {
  ...texas,
  name: 'Florida',
  code: 'FL',
  sol_years: 2,
  fault_rule: 'modified_51',
  no_fault: true,
  citation: 'Fla. Stat. § 95.11(4)(a)',
}

/** A Spanish description as the seed writes it: prose, with the three markers. */
const seeded =
  '<p>Introducción.</p>\n<h2>Plazo para presentar una demanda</h2>\n' +
  factMarkerHtml('statute') +
  '\n<p>Nota del estado.</p>\n<h2>Si usted tuvo parte de la culpa</h2>\n' +
  factMarkerHtml('fault') +
  '\n<p>Las aseguradoras aplican la misma regla.</p>\n' +
  factMarkerHtml('no-fault') +
  '\n<h2>Qué hacer</h2>'

/** The visible text in Spanish, spaces made single. */
function textOf(description: string, facts: StateFacts): string {
  const { container } = render(<StateLawDescription description={description} facts={facts} messages={stateFactsEs} />)
  return (container.textContent ?? '').replace(/\s+/g, ' ')
}

describe('stateFactsEs', () => {
  it('writes the statute paragraph in Spanish from sol_years and the citation as it is', () => {
    const { container } = render(<StateLawDescription description={seeded} facts={texas} messages={stateFactsEs} />)
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent?.replace(/\s+/g, ' '))
    expect(paragraphs[1]).toBe(
      'En Texas, el plazo general de prescripción para reclamos por lesiones personales, es decir, el tiempo que da la ley para presentar una demanda, es de dos años, por lo general a partir de la fecha de la lesión (Tex. Civ. Prac. & Rem. Code § 16.003). Si la demanda no se presenta a tiempo, el tribunal casi siempre la desestimará, por sólido que sea el reclamo, y las aseguradoras lo saben.',
    )
    expect(container.querySelector('strong')).toHaveTextContent(/^dos años$/)
    const order = [...container.querySelectorAll('h2, p')].map((el) => el.textContent?.slice(0, 20))
    expect(order).toEqual([
      'Introducción.',
      'Plazo para presentar',
      'En Texas, el plazo g',
      'Nota del estado.',
      'Si usted tuvo parte ',
      'Texas sigue la regla',
      'Ejemplo: sus daños s',
      'Las aseguradoras apl',
      'Qué hacer',
    ])
  })

  it('leaves the citation out when there is none, and writes a notice period in days', () => {
    const text = textOf(factMarkerHtml('statute'), { ...texas, citation: '', sol_years: 1, government_notice_days: 180 })
    expect(text).toContain('es de un año, por lo general a partir de la fecha de la lesión. Si la demanda')
    expect(text).toContain(
      'Un reclamo contra un organismo público en Texas, como una ciudad, un condado o una agencia del estado, por lo general exige un aviso por escrito dentro de un plazo de 180 días desde la lesión.',
    )
    expect(textOf(factMarkerHtml('statute'), { ...texas, sol_years: null, government_notice_days: 1 })).toMatch(
      /^Un reclamo contra .* dentro de un plazo de 1 día desde la lesión\./,
    )
  })

  it.each([
    [
      'pure_comparative',
      'Texas sigue la regla de negligencia comparativa pura.',
      'Podría recibir $70,000. Con el 80% de la culpa, aún podría recibir $20,000.',
    ],
    [
      'modified_50',
      'Texas sigue la regla de negligencia comparativa modificada con un límite del 50%.',
      'Con el 20% de la culpa, podría recibir $80,000; con el 40%, $60,000. Con el 50% de la culpa, no recibiría nada.',
    ],
    [
      'modified_51',
      'Texas sigue la regla de negligencia comparativa modificada con un límite del 51%.',
      'con exactamente el 50%, $50,000. Con el 60% de la culpa, no recibiría nada.',
    ],
    [
      'contributory',
      'Texas es uno de los pocos lugares que todavía siguen la regla de negligencia contributiva.',
      'En un estado con culpa comparativa podría recibir $95,000; con la negligencia contributiva podría no recibir nada.',
    ],
    [
      'slight_gross',
      'Texas sigue su propia forma de negligencia comparativa modificada, conocida como la regla de culpa “leve o grave” (slight/gross).',
      'Podría recibir $90,000. Si el jurado considera que su negligencia fue más que leve, podría no recibir nada',
    ],
  ] satisfies Array<[FaultRule, string, string]>)('explains %s with the English worked example', (rule, named, example) => {
    const text = textOf(seeded, { ...texas, fault_rule: rule })
    expect(text).toContain(named)
    expect(text).toContain(example)
  })

  it('has the figures of the English worked example for every rule, each in words of its own', () => {
    const figures = (text: string) => text.match(/\$[\d,]+|\d+%/g)
    const english = FAULT_RULES.map((rule) => {
      const { container } = render(<StateLawDescription description={factMarkerHtml('fault')} facts={{ ...texas, fault_rule: rule }} />)
      return container.textContent ?? ''
    })
    const spanish = FAULT_RULES.map((rule) => textOf(factMarkerHtml('fault'), { ...texas, fault_rule: rule }))
    expect(new Set(spanish).size).toBe(FAULT_RULES.length)
    spanish.forEach((text, i) => {
      expect(figures(text), FAULT_RULES[i]).toEqual(figures(english[i]))
      expect(text).toMatch(/^Texas (sigue|es uno de)/)
    })
  })

  it('names the rule only at a fault-name marker (Michigan)', () => {
    const michigan: StateFacts = { ...texas, name: 'Míchigan', code: 'MI', sol_years: 3, no_fault: true }
    const text = textOf(factMarkerHtml('fault-name'), michigan)
    expect(text).toBe('Míchigan sigue la regla de negligencia comparativa modificada con un límite del 51%.')
  })

  it('writes the no-fault heading and paragraph only for a no-fault state (Florida)', () => {
    const { container } = render(<StateLawDescription description={seeded} facts={florida} messages={stateFactsEs} />)
    expect(container.querySelector('h3')).toHaveTextContent('Seguro de auto sin culpa (no-fault)')
    expect(container).toHaveTextContent(
      /Florida tiene un sistema de seguro de auto sin culpa \(no-fault\)\. Después de un accidente de auto, su propia cobertura de protección contra lesiones personales \(PIP\)/,
    )
    expect(textOf(seeded, texas)).not.toContain('sin culpa')
  })

  it('names a state with a Spanish name as the record does (Carolina del Norte)', () => {
    const text = textOf(seeded, carolinaDelNorte)
    expect(text).toContain('En Carolina del Norte, el plazo general de prescripción para reclamos por lesiones personales')
    expect(text).toContain('es de tres años')
    expect(text).toContain('(N.C. Gen. Stat. § 1-52(16))')
    expect(text).toContain('Carolina del Norte es uno de los pocos lugares que todavía siguen la regla de negligencia contributiva.')
  })

  it('says “el Distrito de Columbia” inside a sentence and at its start', () => {
    const text = textOf(seeded, { ...dc, no_fault: true, government_notice_days: 180 })
    expect(text).toContain('En el Distrito de Columbia, el plazo general de prescripción para reclamos por lesiones personales')
    expect(text).toContain('(D.C. Code § 12-301(8))')
    expect(text).toContain('Un reclamo contra un organismo público en el Distrito de Columbia,')
    expect(text).toContain('El Distrito de Columbia es uno de los pocos lugares que todavía siguen la regla de negligencia contributiva.')
    expect(text).toContain('El Distrito de Columbia tiene un sistema de seguro de auto sin culpa (no-fault).')
    expect(text).not.toMatch(/[^l] Distrito de Columbia/)
  })

  it('renders each block with only what the rich text allows, and the same on the server', () => {
    for (const facts of [texas, dc, florida, carolinaDelNorte]) {
      for (const rule of FAULT_RULES) {
        const html = renderToString(
          <StateLawDescription
            description={seeded}
            facts={{ ...facts, fault_rule: rule, government_notice_days: 90 }}
            messages={stateFactsEs}
          />,
        )
        const tags = new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]))
        tags.delete('div')
        expect([...tags].filter((tag) => !['p', 'h2', 'h3', 'strong', 'em'].includes(tag))).toEqual([])
      }
    }
  })

  it('answers every message the English catalogue does', () => {
    expect(Object.keys(stateFactsEs).sort()).toEqual(Object.keys(stateFactsEn).sort())
  })
})

describe('years (es)', () => {
  it('spells the periods the form allows', () => {
    expect([1, 2, 6, 10, 12].map(years)).toEqual(['un año', 'dos años', 'seis años', 'diez años', '12 años'])
  })
})

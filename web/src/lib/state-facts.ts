/**
 * A state's facts as data (issue 23) and the markers of a state-law
 * description where the page writes them out (decision 057).
 *
 * The description (sanitized HTML, edited by the operator) holds the
 * prose no field says: the introduction, the state's own notes, the
 * general paragraphs. Where it holds an empty `<div data-fact="kind"></div>`
 * (internal/richtext FactMarkers), the page writes the paragraph of that
 * kind from the record's fields, in the words of a message catalogue
 * (state-facts-en.tsx), so that the text and the data cannot disagree. A
 * description without markers (a page an operator rewrote before them)
 * shows only its own words.
 *
 * Pure functions only: the server renders the page without Intl and the
 * browser must print exactly the same when it hydrates.
 */

export const FAULT_RULES = ['pure_comparative', 'modified_50', 'modified_51', 'contributory', 'slight_gross'] as const
export type FaultRule = (typeof FAULT_RULES)[number]

/** The fields the generated paragraphs are written from; null or '' when not known. */
export interface StateFacts {
  name: string
  code: string
  sol_years: number | null
  fault_rule: FaultRule | ''
  government_notice_days: number | null
  no_fault: boolean
  citation: string
}

/**
 * The kinds of marker (the server keeps these and no other):
 * - statute: the statute of limitations paragraph, and the notice period of
 *   a claim against a public body where one is set;
 * - fault: the fault rule explained, with a worked example;
 * - fault-name: the fault rule named only, where the page's own words
 *   explain what follows from it (Michigan: past the bar a claimant still
 *   recovers economic damages, so no generated "you recover nothing");
 * - no-fault: the no-fault insurance heading and paragraph, nothing in a
 *   state that is not a no-fault state.
 */
export const FACT_MARKERS = ['statute', 'fault', 'fault-name', 'no-fault'] as const
export type FactMarker = (typeof FACT_MARKERS)[number]

/** What a marker stands for: fault and fault-name are two ways of one section. */
export function factSlot(kind: FactMarker): 'statute' | 'fault' | 'no-fault' {
  return kind === 'fault-name' ? 'fault' : kind
}

/** A marker as it is stored. */
export function factMarkerHtml(kind: FactMarker): string {
  return `<div data-fact="${kind}"></div>`
}

export type DescriptionPart = { html: string } | { fact: FactMarker }

const markerPattern = new RegExp(`<div data-fact="(${FACT_MARKERS.join('|')})"></div>`, 'g')

/**
 * The description cut at its markers, as the server stores them (top
 * level, one per slot, written exactly like factMarkerHtml): its HTML
 * between them (parts of blank space dropped) and the markers in order;
 * a second marker of a slot is dropped, as the server would.
 */
export function splitDescription(html: string): DescriptionPart[] {
  const parts: DescriptionPart[] = []
  const seen = new Set<string>()
  let from = 0
  const push = (chunk: string) => {
    if (chunk.trim() !== '') parts.push({ html: chunk })
  }
  for (const match of html.matchAll(markerPattern)) {
    push(html.slice(from, match.index))
    from = match.index + match[0].length
    const kind = match[1] as FactMarker
    if (seen.has(factSlot(kind))) continue
    seen.add(factSlot(kind))
    parts.push({ fact: kind })
  }
  push(html.slice(from))
  return parts
}

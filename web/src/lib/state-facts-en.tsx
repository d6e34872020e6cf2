import type { ReactNode } from 'react'
import { formatCount } from './format'
import type { FaultRule } from './state-facts'

/**
 * The words of the paragraphs a state-law page writes from the state's
 * facts (decision 057): one catalogue per language, the page picks one. A
 * catalogue knows how its language names a state inside a sentence ("the
 * District of Columbia") and spells numbers; it returns whole blocks
 * (paragraphs, a heading) with only what the rich text allows (p, h3,
 * strong, em), so a generated block looks like the prose around it.
 */
export interface StateFactsMessages {
  /** The statute of limitations paragraph. */
  statute(place: Place, years: number, citation: string): ReactNode
  /** The notice period of a claim against a public body. */
  noticePeriod(place: Place, days: number): ReactNode
  /** The fault rule explained, with a worked example. */
  fault(place: Place, rule: FaultRule): ReactNode
  /** The fault rule named only (the page's own words explain the rest). */
  faultName(place: Place, rule: FaultRule): ReactNode
  /** The no-fault insurance heading and paragraph. */
  noFault(place: Place): ReactNode
}

/** The state as the record names it. */
export interface Place {
  name: string
  code: string
}

/** "Texas"; "the District of Columbia". */
function inSentence({ name, code }: Place): string {
  return code === 'DC' || /^district of /i.test(name) ? `the ${name}` : name
}

/** "Texas"; "The District of Columbia". */
function atStart(place: Place): string {
  const s = inSentence(place)
  return s.charAt(0).toUpperCase() + s.slice(1)
}

const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** 1 → "one year", 2 → "two years", 12 → "12 years". */
export function years(n: number): string {
  const word = NUMBERS[n - 1] ?? String(n)
  return n === 1 ? `${word} year` : `${word} years`
}

/** Whole dollars: 100000 → "$100,000". */
function dollars(n: number): string {
  return `$${formatCount(n)}`
}

/** The damages of every worked example; the percentages divide it evenly. */
const EXAMPLE = 100000

/** EXAMPLE reduced by pct percent of fault. */
function reduced(pct: number): string {
  return dollars((EXAMPLE * (100 - pct)) / 100)
}

function ruleNamed(place: Place, rule: FaultRule): ReactNode {
  const name = atStart(place)
  switch (rule) {
    case 'pure_comparative':
      return (
        <>
          {name} follows <strong>pure comparative negligence</strong>.
        </>
      )
    case 'modified_50':
      return (
        <>
          {name} follows <strong>modified comparative negligence with a 50% bar</strong>.
        </>
      )
    case 'modified_51':
      return (
        <>
          {name} follows <strong>modified comparative negligence with a 51% bar</strong>.
        </>
      )
    case 'slight_gross':
      return (
        <>
          {name} follows its own form of <strong>modified comparative negligence</strong>, often called the “slight/gross” rule.
        </>
      )
    case 'contributory':
      return (
        <>
          {name} is one of the few places that still follow <strong>contributory negligence</strong>.
        </>
      )
  }
}

export const stateFactsEn: StateFactsMessages = {
  statute: (place, n, citation) => (
    <p>
      In {inSentence(place)}, the general statute of limitations for personal-injury claims is <strong>{years(n)}</strong>, usually counted
      from the date of the injury{citation ? ` (${citation})` : ''}. If a lawsuit is not filed in time, the court will almost always dismiss
      it, however strong the claim, and insurers know it.
    </p>
  ),

  noticePeriod: (place, days) => (
    <p>
      A claim against a public body in {inSentence(place)}, such as a city, a county or a state agency, generally requires written notice
      within <strong>{formatCount(days)} days</strong> of the injury. Miss it, and the claim can be lost even though the lawsuit deadline
      has not passed.
    </p>
  ),

  fault: (place, rule) => {
    switch (rule) {
      case 'pure_comparative':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} If you were partly to blame for the accident, you can still recover damages, but the amount is
              reduced by your share of the fault. That holds even if you were mostly at fault.
            </p>
            <p>
              <em>Example:</em> your damages come to {dollars(EXAMPLE)} and you are found 30% at fault. You could recover {reduced(30)}.
              Found 80% at fault, you could still recover {reduced(80)}.
            </p>
          </>
        )
      case 'modified_50':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} You can recover damages only if your share of the fault is less than 50%, and what you recover is
              reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover
              nothing.
            </p>
            <p>
              <em>Example:</em> your damages come to {dollars(EXAMPLE)}. Found 20% at fault, you could recover {reduced(20)}; found 40% at
              fault, {reduced(40)}. Found 50% at fault, you would recover nothing.
            </p>
          </>
        )
      case 'modified_51':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} You can recover damages as long as you were not more than 50% at fault, and what you recover is
              reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.
            </p>
            <p>
              <em>Example:</em> your damages come to {dollars(EXAMPLE)}. Found 20% at fault, you could recover {reduced(20)}; found exactly
              50% at fault, {reduced(50)}. Found 60% at fault, you would recover nothing.
            </p>
          </>
        )
      case 'slight_gross':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} You can recover only if your negligence was slight compared with the other party’s; if it was, your
              damages are reduced in proportion to your share. There is no fixed percentage: the jury decides whether your share was slight.
            </p>
            <p>
              <em>Example:</em> your damages come to {dollars(EXAMPLE)} and the jury finds your negligence slight, say 10% of the total. You
              could recover {reduced(10)}. If the jury finds your negligence more than slight, you could recover nothing, even if the other
              driver was more to blame than you.
            </p>
          </>
        )
      case 'contributory':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} Under this strict rule, if you were even slightly at fault for your own injury, you can be barred
              from recovering anything from the other party. Courts recognize narrow exceptions, such as the “last clear chance” doctrine,
              which can allow recovery when the other party had the final opportunity to avoid the accident.
            </p>
            <p>
              <em>Example:</em> your damages come to {dollars(EXAMPLE)} and you are found 5% at fault, say for glancing away from the road a
              moment too long. In a comparative-fault state you might recover {reduced(5)}; under contributory negligence you could recover
              nothing.
            </p>
          </>
        )
    }
  },

  faultName: (place, rule) => <p>{ruleNamed(place, rule)}</p>,

  noFault: (place) => (
    <>
      <h3>No-fault auto insurance</h3>
      <p>
        {atStart(place)} has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage
        generally pays your medical bills and part of your lost income first, whoever caused the crash.
      </p>
    </>
  ),
}

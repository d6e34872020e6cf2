import type { ReactNode } from 'react'
import { splitDescription, type FactMarker, type StateFacts } from '@/lib/state-facts'
import { stateFactsEn, type StateFactsMessages } from '@/lib/state-facts-en'
import { stateFactsEs } from '@/lib/state-facts-es'
import type { Language } from '@/i18n/language'

/** The fact paragraphs' words in a page's language (the place named as the record names it in that language). */
export function stateFactsIn(lang: Language): StateFactsMessages {
  return lang === 'es' ? stateFactsEs : stateFactsEn
}

/**
 * The paragraphs a fact marker stands for, written from the facts in the
 * catalogue's words (decision 057); null where the fact it needs is not
 * known (or, for no-fault, where the state is not a no-fault state): the
 * page says nothing rather than guess.
 */
export function factParagraphs(kind: FactMarker, facts: StateFacts, messages: StateFactsMessages = stateFactsEn): ReactNode {
  const place = { name: facts.name, code: facts.code }
  switch (kind) {
    case 'statute': {
      const statute = facts.sol_years != null ? messages.statute(place, facts.sol_years, (facts.citation ?? '').trim()) : null
      const notice = facts.government_notice_days != null ? messages.noticePeriod(place, facts.government_notice_days) : null
      return statute || notice ? (
        <>
          {statute}
          {notice}
        </>
      ) : null
    }
    case 'fault':
      return facts.fault_rule ? messages.fault(place, facts.fault_rule) : null
    case 'fault-name':
      return facts.fault_rule ? messages.faultName(place, facts.fault_rule) : null
    case 'no-fault':
      return facts.no_fault ? messages.noFault(place) : null
  }
}

/** factParagraphs as an element. */
export function StateFactBlock({ kind, facts, messages }: { kind: FactMarker; facts: StateFacts; messages?: StateFactsMessages }) {
  return factParagraphs(kind, facts, messages)
}

/**
 * A state-law page's description (sanitized HTML, the server cleans it on
 * save) with the paragraphs of its fact markers written in. The server
 * renders it and the browser hydrates it: both print the same.
 */
export function StateLawDescription({
  description,
  facts,
  messages,
  className = 'rich-text',
}: {
  description: string
  facts: StateFacts
  messages?: StateFactsMessages
  className?: string
}) {
  const parts = splitDescription(description)
  return (
    <div className={className}>
      {parts.map((part, at) =>
        'fact' in part ? (
          <StateFactBlock key={at} kind={part.fact} facts={facts} messages={messages} />
        ) : (
          <div key={at} className="rich-text__part" dangerouslySetInnerHTML={{ __html: part.html }} />
        ),
      )}
    </div>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { Icon } from './Icon'

export interface AccordionItem {
  question: string
  answer: ReactNode
}

export interface AccordionProps {
  items: AccordionItem[]
  /** Index open at first; none when omitted. */
  defaultOpen?: number
  headingLevel?: 'h2' | 'h3'
}

/** At most one item open; activating the open item closes it. */
export function Accordion({ items, defaultOpen, headingLevel = 'h3' }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(defaultOpen ?? null)
  const baseId = useId()
  const Heading = headingLevel

  return (
    <div className="faq-accordion">
      {items.map((item, index) => {
        const isOpen = open === index
        const buttonId = `${baseId}-button-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={item.question} className={`faq-accordion__item${isOpen ? ' is-open' : ''}`}>
            <Heading className="faq-accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="faq-accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                <span>{item.question}</span>
                <Icon name={isOpen ? 'chevronUp' : 'chevronDown'} size={18} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-accordion__panel" hidden={!isOpen}>
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}

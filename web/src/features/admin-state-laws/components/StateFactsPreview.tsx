import { useWatch, type UseFormReturn } from 'react-hook-form'
import { factParagraphs } from '@/components/StateLawDescription'
import { splitDescription, type FactMarker, type StateFacts } from '@/lib/state-facts'
import type { StateLawFormValues } from '../types'

/** The facts as the form holds them, as the page reads them. */
function factsOf(values: StateLawFormValues): StateFacts {
  const whole = (text: string | undefined) => (/^\d+$/.test((text ?? '').trim()) ? Number(text) : null)
  return {
    name: (values.name ?? '').trim() || 'the state',
    code: (values.code ?? '').trim().toUpperCase(),
    sol_years: whole(values.sol_years),
    fault_rule: values.fault_rule ?? '',
    government_notice_days: whole(values.government_notice_days),
    no_fault: Boolean(values.no_fault),
    citation: values.citation ?? '',
  }
}

const NOTHING: Record<FactMarker, string> = {
  statute: 'Nothing: neither the statute of limitations nor a notice period is known.',
  fault: 'Nothing: the fault rule is not known.',
  'fault-name': 'Nothing: the fault rule is not known.',
  'no-fault': 'Nothing: the state is not a no-fault state.',
}

/**
 * What the page writes at each marker of the description from the facts
 * being edited (decision 057), as the visitor will read it: the admin sees
 * the generated text change with the fields.
 */
export function StateFactsPreview({ form }: { form: UseFormReturn<StateLawFormValues> }) {
  const values = useWatch({ control: form.control }) as StateLawFormValues
  const facts = factsOf(values)
  const markers = splitDescription(values.description ?? '').flatMap((part) => ('fact' in part ? [part.fact] : []))
  return (
    <section className="admin-form__group state-facts-preview" aria-labelledby="state-facts-preview-title">
      <h3 id="state-facts-preview-title" className="h6">
        On the page, from these facts
      </h3>
      {markers.length === 0 ? (
        <p className="form-text mt-0">
          The description holds no marker: the page shows only its own words. Insert the markers with the description’s + buttons to have
          the page write these facts.
        </p>
      ) : (
        <div className="rich-text state-facts-preview__text">
          {markers.map((kind) => (
            <div key={kind} className="state-facts-preview__block">
              {factParagraphs(kind, facts) ?? <p className="form-text fst-italic">{NOTHING[kind]}</p>}
            </div>
          ))}
        </div>
      )}
    </section>
  )
}

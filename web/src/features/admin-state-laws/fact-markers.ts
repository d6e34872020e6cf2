import type { MarkerChoice } from '@/components/admin/rich-text-markers'
import type { FactMarker } from '@/lib/state-facts'

/**
 * The fact markers of a state-law description (decision 057), as the
 * admin's editor shows and inserts them: where the page writes a
 * paragraph from the state's facts.
 */
export const FACT_MARKER_CHOICES: ReadonlyArray<MarkerChoice & { kind: FactMarker }> = [
  {
    kind: 'statute',
    chip: 'Statute of limitations paragraph: written here from the facts below (period, citation, notice period).',
    button: '+ Statute',
    label: 'Insert the statute of limitations paragraph',
  },
  {
    kind: 'fault',
    chip: 'Fault rule paragraphs: written here from the fault rule below, with a worked example.',
    button: '+ Fault rule',
    label: 'Insert the fault rule paragraphs',
    slot: 'fault',
  },
  {
    kind: 'fault-name',
    chip: 'Fault rule, named only: written here from the fault rule below; the text that follows explains the rest.',
    button: '+ Rule name',
    label: 'Insert the fault rule, named only',
    slot: 'fault',
  },
  {
    kind: 'no-fault',
    chip: 'No-fault insurance heading and paragraph: written here when the state is a no-fault state.',
    button: '+ No-fault',
    label: 'Insert the no-fault insurance paragraph',
  },
]

/** The description field's help. */
export const DESCRIPTION_HINT =
  'Write what the facts do not say: the introduction, the state’s own notes, what to do. The statute of limitations, fault-rule ' +
  'and no-fault paragraphs are written on the page from the state’s facts below, where their markers stand (the dashed blocks; ' +
  'the + buttons insert one), so do not state those facts in your own words. A description without markers shows only its own words.'

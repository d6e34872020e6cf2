/**
 * The Spanish version of an admin content record (issue 25, decision 065;
 * docs/api.md "Admin"): every record carries `es`, its Spanish fields under
 * the record's own names, or null when it has none (the Spanish site then
 * leaves it out). The admin forms edit it beside the English fields as
 * `es.title`… (so a 422 keyed `es.title` lands under its input) with
 * `es_enabled`, whether the record keeps a Spanish version.
 */
import type { Paginated } from '@/lib/api-client'

/** The Spanish half of a form's values: E is the record's Spanish fields. */
export interface SpanishFormValues<E> {
  /** Whether the record keeps (or gets) a Spanish version on save. */
  es_enabled: boolean
  es: E
}

/** A form's Spanish half for record (null: a new one), blank fields when it has none. */
export function spanishDefaults<E>(es: E | null | undefined, blank: E): SpanishFormValues<E> {
  return { es_enabled: es != null, es: es ? { ...blank, ...es } : blank }
}

/**
 * The body of a JSON save: the values without `es_enabled`, and `es` the
 * Spanish fields, or null to remove the Spanish version (harmless when the
 * record had none).
 */
export function withSpanish<E, V extends SpanishFormValues<E>>(values: V): Omit<V, 'es_enabled' | 'es'> & { es: E | null } {
  const { es_enabled: enabled, es, ...rest } = values
  return { ...rest, es: enabled ? es : null }
}

/** withSpanish for a multipart save: `es` travels as the JSON of the object (or null). */
export function withSpanishField<E, V extends SpanishFormValues<E>>(values: V): Omit<V, 'es_enabled' | 'es'> & { es: string } {
  const body = withSpanish<E, V>(values)
  return { ...body, es: JSON.stringify(body.es) }
}

/** An admin list's answer: a page, and how many of all the records lack a Spanish version. */
export interface SpanishCounted {
  missing_spanish?: number
}

/** missing_spanish of a list's answer, if the list has loaded. */
export function missingSpanish(page: (Paginated<unknown> & SpanishCounted) | undefined): number | undefined {
  return page?.missing_spanish
}

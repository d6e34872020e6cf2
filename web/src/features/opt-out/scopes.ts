import type { OptOutScope } from './api/create-opt-out'

/** The choices of the form; their words are the catalogue's privacy.optOut.scope.{value}.label and .hint. */
export const SCOPES: readonly OptOutScope[] = ['all', 'calls', 'texts', 'emails']

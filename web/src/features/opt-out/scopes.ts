import type { OptOutScope } from './api/create-opt-out'

/** The choices of the form, with the words the visitor reads. */
export const SCOPES: ReadonlyArray<{ value: OptOutScope; label: string; hint: string }> = [
  { value: 'all', label: 'Everything', hint: 'No more calls, text messages or e-mails about your request.' },
  { value: 'calls', label: 'Phone calls', hint: 'No more calls, including prerecorded and autodialed calls.' },
  { value: 'texts', label: 'Text messages', hint: 'No more SMS or MMS messages.' },
  { value: 'emails', label: 'E-mails', hint: 'No more e-mails about your request.' },
]

export function scopeLabel(scope: OptOutScope): string {
  return SCOPES.find((s) => s.value === scope)?.label ?? scope
}

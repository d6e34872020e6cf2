/** The reasons a firm may return a lead for (the server's billing.ReturnReasons), in the order it chooses from them. */
export const RETURN_REASONS = [
  { value: 'wrong_number', label: 'Wrong number (disconnected, or not the person)' },
  { value: 'never_requested', label: 'The person never asked to be contacted' },
  { value: 'already_represented', label: 'Already has a lawyer' },
  { value: 'duplicate', label: 'Duplicate of a lead we already had' },
  { value: 'outside_deadline', label: 'Past the statute of limitations' },
  { value: 'under_18', label: 'Under 18' },
  { value: 'wrong_state_or_area', label: 'Outside our states or practice areas' },
  { value: 'language', label: 'A language we do not speak' },
  { value: 'fraud_or_test', label: 'Fraud or a test' },
  { value: 'other', label: 'Other (explain in the note)' },
] as const

export type ReturnReason = (typeof RETURN_REASONS)[number]['value']

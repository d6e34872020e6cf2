import type { ReactNode } from 'react'
import { Link } from '@/i18n/Link'
import { paths } from '@/config/paths'
import { useConsultation } from '@/lib/consultation'
import { useVariant } from '@/lib/experiments'
import { useSite } from '@/lib/site'

/**
 * Any 'Free Consultation' / 'Contact Us' button: opens the contact modal,
 * or, when the entry form setting (or the visitor's variant of it) says so,
 * is a link to the case evaluation.
 */
export function ContactButton({
  children = 'Free Consultation',
  className = 'btn btn-accent',
}: {
  children?: ReactNode
  className?: string
}) {
  const { openConsultation } = useConsultation()
  const site = useSite()
  const entryForm = useVariant('entry_form') ?? site.entry_form
  if (entryForm === 'case_evaluation') {
    return (
      <Link to={paths.caseEvaluation()} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <button type="button" className={className} onClick={openConsultation}>
      {children}
    </button>
  )
}

import type { ReactNode } from 'react'
import { Link } from '@/i18n/Link'
import { useTranslator } from '@/i18n/I18nProvider'
import { paths } from '@/config/paths'
import { useConsultation } from '@/lib/consultation'
import { useVariant } from '@/lib/experiments'
import { useSite } from '@/lib/site'

/**
 * Any 'Free Consultation' / 'Contact Us' button: opens the contact modal,
 * or, when the entry form setting (or the visitor's variant of it) says so,
 * is a link to the case evaluation.
 */
export function ContactButton({ children, className = 'btn btn-accent' }: { children?: ReactNode; className?: string }) {
  const { t } = useTranslator()
  const { openConsultation } = useConsultation()
  const label = children ?? t('cta.freeConsultation')
  const site = useSite()
  const entryForm = useVariant('entry_form') ?? site.entry_form
  if (entryForm === 'case_evaluation') {
    return (
      <Link to={paths.caseEvaluation()} className={className}>
        {label}
      </Link>
    )
  }
  return (
    <button type="button" className={className} onClick={openConsultation}>
      {label}
    </button>
  )
}

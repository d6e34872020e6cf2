import type { ReactNode } from 'react'
import { useConsultation } from '@/lib/consultation'

/** Any 'Free Consultation' / 'Contact Us' button: opens the contact modal. */
export function ContactButton({
  children = 'Free Consultation',
  className = 'btn btn-accent',
}: {
  children?: ReactNode
  className?: string
}) {
  const { openConsultation } = useConsultation()
  return (
    <button type="button" className={className} onClick={openConsultation}>
      {children}
    </button>
  )
}

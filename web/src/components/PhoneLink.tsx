import type { ReactNode } from 'react'
import { useSite } from '@/lib/site'
import { Icon } from './Icon'

/** The site's phone number as a tel: link (renders nothing until the number is known). */
export function PhoneLink({ className = '', children, withIcon = true }: { className?: string; children?: ReactNode; withIcon?: boolean }) {
  const { phone, phone_href } = useSite()
  if (!phone) return null
  return (
    <a href={phone_href || `tel:${phone.replace(/[^\d+]/g, '')}`} className={className}>
      {withIcon ? <Icon name="phone" size={18} /> : null}
      <span>{children ?? phone}</span>
    </a>
  )
}

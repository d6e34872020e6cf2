import { useTranslator } from '@/i18n/I18nProvider'
import type { SiteSettings } from '@/lib/site'
import { Icon, type BrandIconName } from './Icon'

const networks: ReadonlyArray<{ key: keyof SiteSettings['social'] & BrandIconName; label: string }> = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'tiktok', label: 'TikTok' },
]

/** The brand's social profiles (only those configured), opening in a new tab. */
export function SocialLinks({ social, className = '', size = 16 }: { social: SiteSettings['social']; className?: string; size?: number }) {
  const { t } = useTranslator()
  const configured = networks.filter((network) => social[network.key])
  if (configured.length === 0) return null
  return (
    <ul className={`social-links ${className}`}>
      {configured.map((network) => (
        <li key={network.key}>
          <a
            href={social[network.key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${network.label} ${t('common.opensInNewTab')}`}
          >
            <Icon name={network.key} size={size} />
          </a>
        </li>
      ))}
    </ul>
  )
}

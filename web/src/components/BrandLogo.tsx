import { Link } from '@/i18n/Link'

/** The brand mark (a shield with scales) and the brand name, linking home. */
export function BrandLogo({ brand, className = '' }: { brand: string; className?: string }) {
  return (
    <Link to="/" className={`brand-logo ${className}`} aria-label={`${brand} home`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <path d="M18 2l14 5v10c0 9-6.2 14.6-14 17C10.2 31.6 4 26 4 17V7z" fill="#f4a259" />
        <path
          d="M18 9v17M12 26h12M11 13h14M11 13l-3 6a3 3 0 0 0 6 0zM25 13l-3 6a3 3 0 0 0 6 0z"
          fill="none"
          stroke="#0b2545"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand-logo__name">{brand}</span>
    </Link>
  )
}

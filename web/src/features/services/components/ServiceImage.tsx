import placeholder from '@/assets/service-placeholder.svg'
import { storageUrl } from '@/config/paths'

/**
 * A service picture at 4:3 with fixed dimensions (no layout shift). Falls back
 * to the placeholder when none was uploaded or the file is missing.
 */
export function ServiceImage({ path, alt = '', className = '', eager = false }: { path: string; alt?: string; className?: string; eager?: boolean }) {
  return (
    <img
      src={path ? storageUrl(path) : placeholder}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={(event) => {
        const image = event.currentTarget
        if (!image.src.endsWith(placeholder)) image.src = placeholder
      }}
    />
  )
}

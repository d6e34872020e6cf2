import placeholder from '@/assets/service-placeholder.svg'
import { ResponsiveImage, type StoredImage } from '@/components/ResponsiveImage'

/** Card grids: a quarter of the page on wide screens, half on small ones. */
export const cardSizes = '(min-width: 768px) 25vw, (min-width: 576px) 50vw, 100vw'

/**
 * A service picture. Falls back to the placeholder (4:3) when none was
 * uploaded or the file is missing.
 */
export function ServiceImage({
  path,
  image,
  alt = '',
  className = '',
  eager = false,
  sizes = cardSizes,
}: {
  path: string
  image?: StoredImage | null
  alt?: string
  className?: string
  eager?: boolean
  sizes?: string
}) {
  return (
    <ResponsiveImage
      image={path ? image : null}
      path={path}
      placeholder={placeholder}
      fallbackWidth={400}
      fallbackHeight={300}
      sizes={sizes}
      alt={alt}
      className={className}
      eager={eager}
    />
  )
}

import { storageUrl } from '@/config/paths'

/** How the server describes a stored image (`image` next to `path`). */
export interface StoredImage {
  /** URL of the original. */
  src: string
  /** Intrinsic size in pixels. */
  width: number
  height: number
  /** Resized copies and the original as `"<url> <w>w, …"`; absent when there are none. */
  srcset?: string
}

export interface ResponsiveImageProps {
  /** The server's description; without it the image is shown from `path` at the fallback size. */
  image?: StoredImage | null
  /** Path relative to /storage/; may be empty. */
  path?: string
  /** Shown when there is no image, or it fails to load. */
  placeholder?: string
  /** Size used when the server could not describe the image (and the placeholder's). */
  fallbackWidth: number
  fallbackHeight: number
  /** Draw at this width (height follows the image's ratio) instead of the intrinsic size. */
  displayWidth?: number
  /** How wide the image is drawn, for the browser's choice from srcset. */
  sizes: string
  alt?: string
  className?: string
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean
}

/**
 * An uploaded or seeded picture with width and height always set, so its
 * box is reserved before it loads (no layout shift), and a srcset of the
 * resized copies so a phone downloads a picture the size of its screen.
 */
export function ResponsiveImage({
  image,
  path,
  placeholder,
  fallbackWidth,
  fallbackHeight,
  displayWidth,
  sizes,
  alt = '',
  className,
  eager = false,
}: ResponsiveImageProps) {
  const src = image?.src ?? (path ? storageUrl(path) : placeholder)
  if (!src) return null
  let width = image?.width ?? fallbackWidth
  let height = image?.height ?? fallbackHeight
  if (displayWidth) {
    height = Math.max(1, Math.round((displayWidth * height) / width))
    width = displayWidth
  }
  const srcset = image?.srcset || undefined
  return (
    <img
      src={src}
      srcSet={srcset}
      sizes={srcset ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={
        placeholder
          ? (event) => {
              const img = event.currentTarget
              if (img.src.endsWith(placeholder)) return
              // The copies are gone with the original; without this the
              // browser would keep choosing from srcset.
              img.removeAttribute('srcset')
              img.src = placeholder
            }
          : undefined
      }
    />
  )
}

/**
 * AdminImage: a stored image (/storage/{path}) or, when there is none or it
 * fails to load, the shipped 400x300 placeholder (no outside URL).
 *
 * Props: path (relative to /storage/, may be empty), alt, variant ('thumb':
 * the 40 px table thumbnail; 'full': the view modal picture).
 */
import placeholder from '@/assets/image-placeholder.svg'
import { storageUrl } from '@/config/paths'

export const PLACEHOLDER_IMAGE = placeholder

export function AdminImage({ path, alt, variant = 'thumb' }: { path?: string | null; alt: string; variant?: 'thumb' | 'full' }) {
  const thumb = variant === 'thumb'
  return (
    <img
      src={path ? storageUrl(path) : placeholder}
      alt={alt}
      width={thumb ? 40 : 400}
      height={thumb ? 30 : 300}
      loading="lazy"
      decoding="async"
      className={thumb ? 'admin-thumb' : 'admin-view__image'}
      onError={(event) => {
        const image = event.currentTarget
        if (!image.src.endsWith(placeholder)) image.src = placeholder
      }}
    />
  )
}

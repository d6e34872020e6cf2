import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage'

const base: ResponsiveImageProps = { fallbackWidth: 400, fallbackHeight: 300, sizes: '50vw', alt: 'A car' }

function img(props: Partial<ResponsiveImageProps>) {
  render(<ResponsiveImage {...base} {...props} />)
  return screen.getByRole('img', { name: 'A car' })
}

const described = {
  src: '/storage/uploads/a.jpg',
  width: 1200,
  height: 600,
  srcset: '/storage/uploads/a-400w.jpg 400w, /storage/uploads/a-800w.jpg 800w, /storage/uploads/a.jpg 1200w',
}

describe('ResponsiveImage', () => {
  it.each([
    [
      'described with copies',
      { image: described, path: 'uploads/a.jpg' },
      { src: described.src, srcset: described.srcset, sizes: '50vw', width: '1200', height: '600' },
    ],
    [
      'described without copies',
      { image: { src: '/storage/seed/x.svg', width: 400, height: 300 }, path: 'seed/x.svg' },
      { src: '/storage/seed/x.svg', srcset: null, sizes: null, width: '400', height: '300' },
    ],
    ['path only', { path: 'uploads/b.png' }, { src: '/storage/uploads/b.png', srcset: null, sizes: null, width: '400', height: '300' }],
    [
      'nothing but a placeholder',
      { path: '', placeholder: '/ph.svg' },
      { src: '/ph.svg', srcset: null, sizes: null, width: '400', height: '300' },
    ],
    [
      'drawn at a set width',
      { image: described, path: 'uploads/a.jpg', displayWidth: 160 },
      { src: described.src, srcset: described.srcset, sizes: '50vw', width: '160', height: '80' },
    ],
  ])('%s', (_name, props, want) => {
    const el = img(props)
    expect(el.getAttribute('src')).toBe(want.src)
    expect(el.getAttribute('srcset')).toBe(want.srcset)
    expect(el.getAttribute('sizes')).toBe(want.sizes)
    expect(el.getAttribute('width')).toBe(want.width)
    expect(el.getAttribute('height')).toBe(want.height)
  })

  it('loads lazily unless above the fold', () => {
    expect(img({ path: 'uploads/b.png' }).getAttribute('loading')).toBe('lazy')
  })

  it('loads at once when eager', () => {
    const el = img({ path: 'uploads/b.png', eager: true })
    expect(el.getAttribute('loading')).toBe('eager')
    expect(el.getAttribute('decoding')).toBe('async')
  })

  it('renders nothing without image, path or placeholder', () => {
    const { container } = render(<ResponsiveImage {...base} path="" />)
    expect(container.querySelector('img')).toBeNull()
  })

  it('falls back to the placeholder, dropping srcset, when the file is missing', () => {
    const el = img({ image: described, path: 'uploads/a.jpg', placeholder: '/ph.svg' })
    fireEvent.error(el)
    expect(el.getAttribute('src')).toBe('/ph.svg')
    expect(el.getAttribute('srcset')).toBeNull()
  })
})

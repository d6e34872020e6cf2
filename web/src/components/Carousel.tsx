import { useEffect, useRef, useState } from 'react'
import { Icon } from './Icon'
import { useKitText } from './kit-text'

export interface CarouselSlide {
  src: string
  alt: string
  width: number
  height: number
  caption?: string
}

export interface CarouselProps {
  slides: CarouselSlide[]
  label: string
  /** Milliseconds between automatic slide changes. */
  interval?: number
  /** Horizontal finger travel in px that counts as a swipe. */
  swipeThreshold?: number
}

/** Image carousel: auto-advances, pauses on hover and focus, arrows, dots and swipe. */
export function Carousel({ slides, label, interval = 5000, swipeThreshold = 40 }: CarouselProps) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const touchStartX = useRef<number | null>(null)
  const count = slides.length
  const { t } = useKitText()

  useEffect(() => {
    const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (paused || count < 2 || reducedMotion) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), interval)
    return () => window.clearInterval(timer)
  }, [paused, count, interval])

  if (count === 0) return null
  const go = (next: number) => setIndex((next + count) % count)

  return (
    <section
      className="carousel-box"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current
        const end = event.changedTouches[0]?.clientX
        touchStartX.current = null
        if (start === null || end === undefined) return
        const travel = end - start
        if (Math.abs(travel) >= swipeThreshold) go(travel < 0 ? index + 1 : index - 1)
      }}
    >
      <div className="carousel-box__viewport" aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, slideIndex) => (
          // The slide is a group (a role <figure> may not take); the
          // figure inside keeps the picture with its caption.
          <div
            key={slide.src}
            className={`carousel-box__slide${slideIndex === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('kit.carousel.slide', { slide: slideIndex + 1, count })}
            hidden={slideIndex !== index}
          >
            <figure>
              <img
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                loading={slideIndex === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
            </figure>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-box__controls">
          <button type="button" className="carousel-box__arrow" onClick={() => go(index - 1)} aria-label={t('kit.carousel.previous')}>
            <Icon name="chevronLeft" />
          </button>
          <div className="carousel-box__dots">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.src}
                type="button"
                className={`carousel-box__dot${slideIndex === index ? ' is-active' : ''}`}
                aria-label={t('kit.carousel.show', { slide: slideIndex + 1 })}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => go(slideIndex)}
              />
            ))}
          </div>
          <button type="button" className="carousel-box__arrow" onClick={() => go(index + 1)} aria-label={t('kit.carousel.next')}>
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  )
}

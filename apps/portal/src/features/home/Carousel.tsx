/**
 * The home carousel: 4 pictures, the next one every 4 s (TIMING.carouselInterval). It pauses while the
 * pointer or keyboard focus is inside and when the visitor presses pause (WCAG 2.2.2); the dots and the
 * arrows are buttons reachable by keyboard. The first picture is in the static HTML, so nothing moves
 * when the island hydrates.
 */
import './messages';
import { useEffect, useState } from 'react';
import { TIMING } from '@port/config/constants';
import { useT } from '../../lib/language';
import { SLIDES, SLIDE_HEIGHT, SLIDE_WIDTH } from './slides';

export default function Carousel() {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = SLIDES.length;

  useEffect(() => {
    if (paused || hovered) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), TIMING.carouselInterval);
    return () => window.clearInterval(timer);
  }, [paused, hovered, count]);

  const go = (index: number) => setCurrent((index + count) % count);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('portal.home.carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div className="carousel-track" aria-live={paused ? 'polite' : 'off'}>
        {SLIDES.map((slide, index) => (
          <div
            key={slide.src}
            className={index === current ? 'carousel-slide is-current' : 'carousel-slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={t('portal.home.slideOf', { n: index + 1, total: count })}
            aria-hidden={index === current ? undefined : true}
            data-slide={index + 1}
          >
            <img
              src={slide.src}
              alt={t(slide.captionKey)}
              width={SLIDE_WIDTH}
              height={SLIDE_HEIGHT}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
            />
            <p className="carousel-caption">{t(slide.captionKey)}</p>
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" aria-label={t('portal.home.previous')} onClick={() => go(current - 1)}>
          ‹
        </button>
        {SLIDES.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            className="carousel-dot"
            aria-label={t('portal.home.slideOf', { n: index + 1, total: count })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => go(index)}
          />
        ))}
        <button type="button" className="carousel-arrow" aria-label={t('portal.home.next')} onClick={() => go(current + 1)}>
          ›
        </button>
        <button type="button" className="carousel-pause" onClick={() => setPaused((p) => !p)}>
          {paused ? t('portal.home.play') : t('portal.home.pause')}
        </button>
      </div>
    </section>
  );
}

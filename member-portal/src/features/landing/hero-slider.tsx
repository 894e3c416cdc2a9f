import { useEffect, useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { TIMERS } from '../../config/site';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { SLIDES } from './content';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

// react-slick is CommonJS; depending on interop the default export may arrive wrapped.
const SlickSlider = ((Slider as unknown as { default?: typeof Slider }).default ?? Slider) as typeof Slider;

/**
 * The landing slider exactly as the spec sets it (dots, no arrows, autoplay every 3000 ms, 1000 ms transition,
 * infinite, one slide), plus a pause control (WCAG 2.2.2) and no autoplay for visitors who ask for reduced motion.
 */
export function HeroSlider({ title, subtitle }: { title: string; subtitle: string }) {
  const sliderRef = useRef<Slider>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(!reducedMotion);

  useEffect(() => {
    if (playing) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
  }, [playing]);

  const settings: Settings = {
    dots: true,
    arrows: false,
    autoplay: !reducedMotion,
    autoplaySpeed: TIMERS.slideIntervalMs,
    speed: reducedMotion ? 0 : TIMERS.slideTransitionMs,
    infinite: true,
    slidesToShow: 1,
    slidesToScroll: 1,
    pauseOnHover: false,
    pauseOnFocus: false,
    accessibility: true,
    customPaging: (i: number) => (
      <button type="button" aria-label={`Show slide ${i + 1} of ${SLIDES.length}`}>
        {i + 1}
      </button>
    ),
  };

  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Welcome">
      <SlickSlider ref={sliderRef} {...settings} className="hero-slider">
        {SLIDES.map((slide, i) => (
          <div key={slide.image} className="hero-slide" aria-roledescription="slide" aria-label={`${i + 1} of ${SLIDES.length}`}>
            <picture>
              <source
                type="image/avif"
                srcSet={`/img/${slide.image}-480.avif 480w, /img/${slide.image}-960.avif 960w, /img/${slide.image}-1600.avif 1600w`}
                sizes="100vw"
              />
              <source
                type="image/webp"
                srcSet={`/img/${slide.image}-480.webp 480w, /img/${slide.image}-960.webp 960w, /img/${slide.image}-1600.webp 1600w`}
                sizes="100vw"
              />
              <img
                src={`/img/${slide.image}-960.webp`}
                alt={slide.alt}
                width="1600"
                height="800"
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding="async"
              />
            </picture>
          </div>
        ))}
      </SlickSlider>
      <div className="hero-text">
        <h1>{title}</h1>
        <p>{subtitle}</p>
      </div>
      <button
        type="button"
        className="hero-pause"
        onClick={() => setPlaying((p) => !p)}
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
    </section>
  );
}

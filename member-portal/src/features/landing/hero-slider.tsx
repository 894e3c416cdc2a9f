import { useEffect, useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { TIMERS } from '../../config/site';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { SLIDES } from './content';
import { HeroPicture } from './hero-picture';
import { useTranslation } from 'react-i18next';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

// react-slick is CommonJS; depending on interop the default export may arrive wrapped.
const SlickSlider = ((Slider as unknown as { default?: typeof Slider }).default ?? Slider) as typeof Slider;

/**
 * The landing slider as the product sets it (dots, no arrows, autoplay every 3000 ms, 1000 ms transition,
 * infinite, one slide), plus a pause control (WCAG 2.2.2) and no autoplay for visitors who ask for reduced motion.
 */
export default function HeroSlider() {
  const { t } = useTranslation('shell');
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
      <button type="button" aria-label={t('landing.showSlide', { number: i + 1, total: SLIDES.length })}>
        {i + 1}
      </button>
    ),
  };

  return (
    <>
      <SlickSlider ref={sliderRef} {...settings} className="hero-slider">
        {SLIDES.map((slide, i) => (
          <div key={slide.image} className="hero-slide" aria-roledescription="slide" aria-label={t('landing.slideOf', { number: i + 1, total: SLIDES.length })}>
            <HeroPicture slide={slide} eager={i === 0} />
          </div>
        ))}
      </SlickSlider>
      <button
        type="button"
        className="hero-pause"
        onClick={() => setPlaying((p) => !p)}
        aria-label={playing ? t('landing.pause') : t('landing.play')}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
    </>
  );
}

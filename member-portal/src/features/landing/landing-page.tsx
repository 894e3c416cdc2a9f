import { useDocumentTitle } from '../../components/use-document-title';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SERVICE_STEPS, SLIDES, TESTIMONIALS } from './content';
import { HeroPicture } from './hero-picture';
import './landing.css';

// The first slide paints straight away; react-slick arrives once the page has loaded and takes over the same box,
// so the carousel never competes with the first paint.
const HeroSlider = lazy(() => import('./hero-slider'));

function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setReady(true), 200);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);
  return ready;
}

function StaticSlide() {
  return (
    <div className="hero-slide hero-static">
      <HeroPicture slide={SLIDES[0]} eager />
    </div>
  );
}

export default function LandingPage() {
  const sliderReady = useAfterLoad();
  useDocumentTitle('Find your life partner');
  return (
    <div className="landing">
      <section className="hero" aria-roledescription="carousel" aria-label="Welcome">
        {sliderReady ? (
          <Suspense fallback={<StaticSlide />}>
            <HeroSlider />
          </Suspense>
        ) : (
          <StaticSlide />
        )}
        <div className="hero-text">
          <h1>Welcome to Rishta Samaj</h1>
          <p>Find a life partner within your community, in India and abroad.</p>
        </div>
      </section>

      <section className="section services" aria-labelledby="services-title">
        <h2 id="services-title" className="section-title">
          Our Core Services
        </h2>
        <ol className="service-list">
          {SERVICE_STEPS.map((s) => (
            <li key={s.step} className="service-card" style={{ ['--accent' as string]: s.color }}>
              <span className="service-symbol" aria-hidden="true">
                {s.symbol}
              </span>
              <p className="service-step">{s.step}</p>
              <h3>{s.title}</h3>
              <p>{s.description}</p>
              <p className="service-tagline">{s.tagline}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section stories" aria-labelledby="stories-title">
        <h2 id="stories-title" className="section-title">
          Success Stories
        </h2>
        <ul className="story-list">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="story-card">
              <picture>
                <source type="image/avif" srcSet={`/img/${t.image}-160.avif 1x, /img/${t.image}-320.avif 2x`} />
                <source type="image/webp" srcSet={`/img/${t.image}-160.webp 1x, /img/${t.image}-320.webp 2x`} />
                <img
                  src={`/img/${t.image}-160.webp`}
                  alt={`Illustrated portrait of ${t.name.split(',')[0]}`}
                  width="120"
                  height="120"
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              <blockquote>
                <p>{t.message}</p>
              </blockquote>
              <p className="story-name">{t.name}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { useDocumentTitle } from '../../components/use-document-title';
import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../components/use-after-load';
import { SERVICE_STEPS, SLIDES, TESTIMONIALS } from './content';
import { HeroPicture } from './hero-picture';
import { useTranslation } from 'react-i18next';

// The first slide paints straight away; react-slick arrives once the page has loaded and takes over the same box,
// so the carousel never competes with the first paint.
const HeroSlider = lazy(() => import('./hero-slider'));

function StaticSlide() {
  return (
    <div className="hero-slide hero-static">
      <HeroPicture slide={SLIDES[0]} eager />
    </div>
  );
}

export default function LandingPage() {
  const { t } = useTranslation('shell');
  const sliderReady = useAfterLoad();
  useDocumentTitle(t('landing.title'));
  return (
    <div className="landing">
      <section className="hero" aria-roledescription="carousel" aria-label={t('landing.heroLabel')}>
        {sliderReady ? (
          <Suspense fallback={<StaticSlide />}>
            <HeroSlider />
          </Suspense>
        ) : (
          <StaticSlide />
        )}
        <div className="hero-text">
          <h1>{t('landing.heading')}</h1>
          <p>{t('landing.intro')}</p>
        </div>
      </section>

      <section className="section services" aria-labelledby="services-title">
        <h2 id="services-title" className="section-title">
          {t('landing.servicesTitle')}
        </h2>
        <ol className="service-list">
          {SERVICE_STEPS.map((s) => (
            <li key={s.id} className="service-card" style={{ ['--accent' as string]: s.color }}>
              <span className="service-symbol" aria-hidden="true">
                {s.symbol}
              </span>
              <p className="service-step">{t(`landing.steps.${s.id}.step`)}</p>
              <h3>{t(`landing.steps.${s.id}.title`)}</h3>
              <p>{t(`landing.steps.${s.id}.description`)}</p>
              <p className="service-tagline">{t(`landing.steps.${s.id}.tagline`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section stories" aria-labelledby="stories-title">
        <h2 id="stories-title" className="section-title">
          {t('landing.storiesTitle')}
        </h2>
        <ul className="story-list">
          {TESTIMONIALS.map((story) => (
            <li key={story.id} className="story-card">
              <picture>
                <source type="image/avif" srcSet={`/img/${story.image}-160.avif 1x, /img/${story.image}-320.avif 2x`} />
                <source type="image/webp" srcSet={`/img/${story.image}-160.webp 1x, /img/${story.image}-320.webp 2x`} />
                <img
                  src={`/img/${story.image}-160.webp`}
                  alt={t(`landing.stories.${story.id}.portrait`)}
                  width="120"
                  height="120"
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              <blockquote>
                <p>{t(`landing.stories.${story.id}.message`)}</p>
              </blockquote>
              <p className="story-name">{t(`landing.stories.${story.id}.name`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

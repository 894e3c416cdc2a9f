import { useDocumentTitle } from '../../components/use-document-title';
import { HeroSlider } from './hero-slider';
import { SERVICE_STEPS, TESTIMONIALS } from './content';
import './landing.css';

export default function LandingPage() {
  useDocumentTitle('Find your life partner');
  return (
    <div className="landing">
      <HeroSlider
        title="Welcome to Rishta Samaj"
        subtitle="Find a life partner within your community, in India and abroad."
      />

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

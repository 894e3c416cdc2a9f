import { SLIDES } from './content';
import { useTranslation } from 'react-i18next';

type Slide = (typeof SLIDES)[number];

/** One hero image in AVIF/WebP at three widths; the browser picks what the screen needs. */
export function HeroPicture({ slide, eager }: { slide: Slide; eager: boolean }) {
  const { t } = useTranslation('shell');
  const set = (ext: string) => [480, 960, 1600].map((w) => `/img/${slide.image}-${w}.${ext} ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes="100vw" />
      <source type="image/webp" srcSet={set('webp')} sizes="100vw" />
      <img
        src={`/img/${slide.image}-960.webp`}
        alt={t(`landing.slides.${slide.alt}`)}
        width="1600"
        height="800"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'low'}
        decoding={eager ? 'sync' : 'async'}
      />
    </picture>
  );
}

import { FillImage } from '@/components/ui/fill-image';
import { FALLBACK_SLIDES } from '@/lib/carousel-fallback';
import type { Locale } from '@/lib/i18n/locales';
import type { CarouselSlide } from '@/lib/types';
import { Link } from '@/components/ui/link';
import { ParsedEnd, PARSED_WHOLE_CLASS } from '@/components/ui/parsed-whole';
import { MESSAGES } from '@/messages';
import { HeroCarouselFrame, type CarouselLabels } from './hero-carousel-frame';

type CarouselTexts = (typeof MESSAGES)['en']['home']['carousel'];

/** The built-in slides in the page's language (the same images and links in both). */
export function fallbackSlides(locale: Locale): CarouselSlide[] {
  const texts = MESSAGES[locale].home.carousel.fallback;
  const keys = ['newArrivals', 'men', 'women'] as const;
  return FALLBACK_SLIDES.map((slide, i) => ({ ...slide, ...texts[keys[i] ?? 'newArrivals'] }));
}

export const CAROUSEL_ERROR_TEXT = MESSAGES.en.home.carousel.error;

/**
 * One fixed box for every state (slides, loading, error), so nothing shifts when one replaces
 * another: 4:3 on phones (room for title, subtitle, button and controls), 16:9 from sm, 16:7 from lg.
 */
export const CAROUSEL_BOX_CLASS =
  'relative w-full overflow-hidden bg-neutral-200 aspect-4/3 sm:aspect-video lg:aspect-16/7';

export interface HeroCarouselProps {
  /** Already resolved: the ERP's slides, or FALLBACK_SLIDES when it failed or returned none. */
  slides: readonly CarouselSlide[];
  /** The slides are the ERP's: their words are shown as it sends them (translate="no"). */
  erp?: boolean;
  /** The carousel's own words in the page's language (English by default). */
  texts?: CarouselTexts;
}

/**
 * The home hero. The slides are server HTML (slide 1 shows fully without JavaScript, and its
 * image is the page's LCP element); the client frame only adds rotation and controls.
 */
export function HeroCarousel({ slides, erp = false, texts = MESSAGES.en.home.carousel }: HeroCarouselProps) {
  if (!slides.length) return <CarouselError text={texts.error} />;
  const labels: CarouselLabels = {
    label: texts.label,
    slideOf: texts.slideOf,
    pause: texts.pause,
    play: texts.play,
    previous: texts.previous,
    next: texts.next,
    goTo: texts.goTo,
  };
  return (
    <HeroCarouselFrame
      className={CAROUSEL_BOX_CLASS}
      labels={labels}
      slides={slides.map((slide, index) => (
        <SlideContent key={slide.id} slide={slide} first={index === 0} defaultCta={texts.cta} erp={erp} />
      ))}
    />
  );
}

function SlideContent({
  slide,
  first,
  defaultCta,
  erp,
}: {
  slide: CarouselSlide;
  first: boolean;
  defaultCta: string;
  erp: boolean;
}) {
  return (
    <>
      {/* Decorative: the title below says what the slide is about. */}
      <FillImage priority={first} src={slide.image} alt="" sizes="100vw" className="object-cover" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-black/80 via-black/35 to-transparent"
      />
      {/* Bottom-anchored: shown once whole, so a half-parsed caption never grows under its title. */}
      <div
        className={`${PARSED_WHOLE_CLASS} absolute inset-x-0 bottom-0 mx-auto max-w-screen-xl px-5 pb-20 text-white [text-shadow:0_1px_6px_rgb(0_0_0/0.45)] sm:px-8 lg:px-12 lg:pb-24`}
        translate={erp ? 'no' : undefined}
      >
        {slide.title && (
          <h2 className="max-w-2xl text-2xl leading-tight font-semibold tracking-[0.12em] uppercase sm:text-4xl lg:text-5xl">
            {slide.title}
          </h2>
        )}
        {slide.subtitle && <p className="mt-2 max-w-xl text-sm sm:mt-3 sm:text-base">{slide.subtitle}</p>}
        <Link
          href={slide.link}
          className="mt-4 inline-block bg-white px-6 py-3 text-xs font-semibold tracking-[0.2em] text-ink uppercase [text-shadow:none] transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none sm:mt-6"
        >
          {slide.cta || defaultCta}
        </Link>
        <ParsedEnd />
      </div>
    </>
  );
}

/** The error state, in the same box. */
export function CarouselError({ text = CAROUSEL_ERROR_TEXT }: { text?: string }) {
  return (
    <div className={`${CAROUSEL_BOX_CLASS} flex items-center justify-center bg-neutral-100`}>
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}

import { useT } from '../../../lib/i18n/i18n.js';
import { useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { ArrowIcon } from '../icons.js';
import { RoundButton } from '../round-button.js';
import { useHydrated } from '../../../lib/page-data.js';
import { useReducedMotion } from '../../../lib/use-media-query.js';
import {
  loopCopies,
  maxPerView,
  toSwiperBreakpoints,
  type PerViewConfig,
} from './slider-breakpoints.js';
import '../page-dot.css';
import './loop-slider.css';

interface Props<T> {
  /** names the slider for screen readers, e.g. 'Reviews' */
  label: string;
  /** what one item is (its button labels' messages choose by it) */
  itemName: 'review' | 'stage';
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  perView: PerViewConfig;
  gapPx: number;
  className?: string;
}

const TRANSITION_MS = 400;

/**
 * A looping Swiper with our own buttons: previous/next arrows on wide screens and page dots at
 * 740 px and below (CSS decides which show). Slides out of view are hidden from screen readers,
 * which also hides the repeats loop mode needs.
 */
export function LoopSlider<T>(props: Props<T>) {
  const { items, perView, itemName } = props;
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(0);
  // The server HTML holds each item once (text browsers read no CSS, so repeats would show): the
  // repeats loop mode needs come with the script, out of view to the right.
  const hydrated = useHydrated();
  const copies = loopCopies(items.length, maxPerView(perView));
  const slides = Array.from({ length: copies }, () => items).flat();
  const { slidesPerView, breakpoints } = toSwiperBreakpoints(perView);
  const t = useT();

  return (
    <div
      className={`loop-slider ${props.className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={props.label}
    >
      <SliderArrow
        side="previous"
        itemName={itemName}
        onClick={hydrated ? () => swiper?.slidePrev() : null}
      />

      {hydrated ? (
        <Swiper
          className="loop-slider__viewport"
          loop
          slidesPerView={slidesPerView}
          breakpoints={breakpoints}
          spaceBetween={props.gapPx}
          speed={reducedMotion ? 0 : TRANSITION_MS}
          watchSlidesProgress
          onSwiper={setSwiper}
          onRealIndexChange={(instance) => setCurrent(instance.realIndex % items.length)}
        >
          {slides.map((item, index) => (
            <SwiperSlide
              key={`${props.itemKey(item)}-${Math.floor(index / items.length)}`}
              // the repeats loop mode needs; without script (no-js.css) each item shows once
              className={
                index < items.length
                  ? 'loop-slider__slide'
                  : 'loop-slider__slide loop-slider__slide--copy'
              }
            >
              {({ isVisible }) => (
                <div
                  className="loop-slider__slide-body"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('slider.slide', {
                    index: (index % items.length) + 1,
                    count: items.length,
                  })}
                  aria-hidden={isVisible ? undefined : true}
                >
                  {props.renderItem(item)}
                </div>
              )}
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        // Server HTML: Swiper's markup, each item once, before Swiper starts (it would warn
        // that a loop needs more slides than the HTML now holds)
        <div className="swiper loop-slider__viewport">
          <div className="swiper-wrapper">
            {items.map((item, index) => (
              <div key={props.itemKey(item)} className="swiper-slide loop-slider__slide">
                <div
                  className="loop-slider__slide-body"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('slider.slide', { index: index + 1, count: items.length })}
                >
                  {props.renderItem(item)}
                </div>
              </div>
            ))}
          </div>
        </div>
      )}

      <SliderArrow
        side="next"
        itemName={itemName}
        onClick={hydrated ? () => swiper?.slideNext() : null}
      />

      {!hydrated ? (
        // drawn, not offered, until the script runs (no-js.css hides them)
        <div className="loop-slider__dots" aria-hidden="true">
          {items.map((item, index) => (
            <span
              key={props.itemKey(item)}
              className="page-dot"
              aria-current={index === 0 ? 'true' : undefined}
            />
          ))}
        </div>
      ) : (
        <ol className="loop-slider__dots" aria-label={t('slider.pages', { label: props.label })}>
          {items.map((item, index) => (
            <li key={props.itemKey(item)}>
              <button
                type="button"
                className="page-dot"
                aria-label={t('slider.show', { item: itemName, index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => swiper?.slideToLoop(index)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

interface SliderArrowProps {
  side: 'previous' | 'next';
  itemName: 'review' | 'stage';
  /** null until the script runs: the arrow is drawn, not offered */
  onClick: (() => void) | null;
}

function SliderArrow({ side, itemName, onClick }: SliderArrowProps) {
  const previous = side === 'previous';
  const t = useT();
  return (
    <RoundButton
      className={`loop-slider__arrow loop-slider__arrow--${side}`}
      label={t(previous ? 'slider.previous' : 'slider.next', { item: itemName })}
      onClick={onClick}
    >
      <ArrowIcon direction={previous ? 'left' : 'right'} />
    </RoundButton>
  );
}

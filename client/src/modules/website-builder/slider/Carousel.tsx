import { Box, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import type { SlideFieldsFragment } from '../widget.generated';
import { useUiText } from '../../../shared/i18n/ui-text';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { firstImage } from '../../../shared/files/FileView';
import classes from './Carousel.module.css';
import { nextSlide, previousSlide, swipeDirection } from './carousel-position';
import { SlideView } from './SlideView';

interface CarouselProps {
  slides: SlideFieldsFragment[];
  label: string;
}

/**
 * Slides side by side, one in view. It loops; clicking the left or right 2/12 of it, the
 * arrow keys, a swipe or the dots move it.
 */
export function Carousel({ slides, label }: CarouselProps) {
  const text = useUiText();
  const [active, setActive] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = slides.length;
  if (count === 0) return null;

  const current = Math.min(active, count - 1);
  const goBack = () => setActive(previousSlide(current, count));
  const goForward = () => setActive(nextSlide(current, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') goBack();
    if (event.key === 'ArrowRight') goForward();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const direction = swipeDirection(end - start);
    if (direction === 1) goForward();
    if (direction === -1) goBack();
  };

  const onImage = Boolean(firstImage(slides[current].fileStorageModuleFiles));
  return (
    <Box
      className={`${classes.root} ${onImage ? classes.imageSlide : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-carousel
    >
      <div className={classes.track} style={{ transform: `translateX(-${current * 100}%)` }} aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== current}
            // Slides out of view keep their links out of the tab order.
            inert={index !== current}
            data-active={index === current || undefined}
          >
            <SlideView slide={slide} index={index} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <UnstyledButton className={`${classes.edge} ${classes.edgePrevious}`} onClick={goBack} aria-label={text.previousSlide} data-carousel-previous>
            <span className={classes.edgeIcon}>
              <ChevronLeftIcon />
            </span>
          </UnstyledButton>
          <UnstyledButton className={`${classes.edge} ${classes.edgeNext}`} onClick={goForward} aria-label={text.nextSlide} data-carousel-next>
            <span className={classes.edgeIcon}>
              <ChevronRightIcon />
            </span>
          </UnstyledButton>
          <div className={classes.dots}>
            {slides.map((slide, index) => (
              <UnstyledButton
                key={slide.id}
                className={classes.dot}
                onClick={() => setActive(index)}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                data-active={index === current || undefined}
              />
            ))}
          </div>
        </>
      )}
    </Box>
  );
}

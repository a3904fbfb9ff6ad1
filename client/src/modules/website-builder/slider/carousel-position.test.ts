import { describe, expect, it } from 'vitest';
import { nextSlide, previousSlide, swipeDirection } from './carousel-position';

describe('carousel position', () => {
  it('loops forward from the last slide to the first', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
  });

  it('loops back from the first slide to the last', () => {
    expect(previousSlide(1, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
  });

  it('stays put with one slide or none', () => {
    expect(nextSlide(0, 1)).toBe(0);
    expect(previousSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('reads a swipe to the left as forward and ignores short ones', () => {
    expect(swipeDirection(-120)).toBe(1);
    expect(swipeDirection(90)).toBe(-1);
    expect(swipeDirection(-20)).toBe(0);
  });
});

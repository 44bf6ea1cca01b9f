/** Highlights carousel (spec §2 "Highlights: per town carousel"; WCAG 2.2.2 Pause, Stop, Hide). */

/** Each slide stays this long while the carousel plays: long enough to read a short paragraph. */
export const CAROUSEL_AUTO_ADVANCE_MS = 8_000

/** The slide `step` places away from `index`, wrapping around both ends. */
export function wrapSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

import { useMediaQuery } from './useMediaQuery'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** For code that animates outside React (the map's camera): asked at the moment it moves. */
export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches

export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION, false)

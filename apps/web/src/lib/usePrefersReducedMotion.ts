import { useMediaQuery } from './useMediaQuery.ts';

export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', false);

import type { CSSProperties } from 'react';
import type { FormStyling } from '@sangam/shared/forms';

const RADIUS = { none: '0px', small: '4px', medium: '8px', large: '16px' } as const;
const GAP = { compact: '0.75rem', normal: '1.25rem', relaxed: '2rem' } as const;

/** Themes set the card's frame; the admin's colours and radius then apply on top. */
const THEMES: Record<FormStyling['theme'], string> = {
  modern: 'border border-slate-200 shadow-sm',
  minimal: 'border-0',
  warm: 'border border-amber-200 shadow-sm',
  nature: 'border border-emerald-200 shadow-sm',
  professional: 'border-t-4 border-x border-b border-slate-300',
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/**
 * The admin's colour, darkened just enough for white text on it to be readable (4.5:1): the spec's default
 * #3B82F6 alone gives 3.7:1. The hue stays the admin's.
 */
export function buttonColour(hex: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return '#1D4ED8';
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const toHex = () => `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, '0')).join('')}`;
  for (let step = 0; step < 20 && 1.05 / (luminance(toHex()) + 0.05) < 4.5; step++) {
    [r, g, b] = [r! * 0.9, g! * 0.9, b! * 0.9];
  }
  return toHex();
}

export function formStyle(styling: Partial<FormStyling> | undefined): {
  className: string;
  style: CSSProperties;
} {
  const theme = styling?.theme ?? 'modern';
  return {
    className: THEMES[theme] ?? THEMES.modern,
    style: {
      '--form-primary': styling?.primaryColor ?? '#3B82F6',
      '--form-button': buttonColour(styling?.primaryColor ?? '#3B82F6'),
      '--form-radius': RADIUS[styling?.borderRadius ?? 'medium'],
      '--form-gap': GAP[styling?.spacing ?? 'normal'],
      backgroundColor: styling?.backgroundColor ?? '#FFFFFF',
      borderRadius: RADIUS[styling?.borderRadius ?? 'medium'],
      borderTopColor: theme === 'professional' ? (styling?.primaryColor ?? '#3B82F6') : undefined,
    } as CSSProperties,
  };
}

/** Field widths side by side from the small-tablet size up; on a phone every field is full width. */
export const WIDTH_CLASSES = {
  full: 'sm:col-span-12',
  half: 'sm:col-span-6',
  third: 'sm:col-span-4',
  quarter: 'sm:col-span-3',
} as const;

export const ALIGN_CLASSES = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

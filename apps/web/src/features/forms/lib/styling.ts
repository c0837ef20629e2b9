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

export function formStyle(styling: Partial<FormStyling> | undefined): {
  className: string;
  style: CSSProperties;
} {
  const theme = styling?.theme ?? 'modern';
  return {
    className: THEMES[theme] ?? THEMES.modern,
    style: {
      '--form-primary': styling?.primaryColor ?? '#3B82F6',
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

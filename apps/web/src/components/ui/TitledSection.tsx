import type { ReactNode } from 'react';

const TONES = {
  plain: { box: 'border-slate-200 bg-white', title: 'text-slate-900' },
  brand: { box: 'border-brand-100 bg-brand-50', title: 'text-slate-900' },
  success: { box: 'border-green-300 bg-green-50', title: 'text-green-950' },
  warning: { box: 'border-amber-300 bg-amber-50', title: 'text-amber-950' },
} as const;

interface TitledSectionProps {
  /** The heading's id, which names the section for screen readers. */
  headingId: string;
  title: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}

/** A rounded card section under its own heading (profile pages, settings). */
export function TitledSection({ headingId, title, tone = 'plain', className, children }: TitledSectionProps) {
  const { box, title: titleColour } = TONES[tone];
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border ${box} p-5${className ? ` ${className}` : ''}`}>
      <h2 id={headingId} className={`text-lg font-bold ${titleColour}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

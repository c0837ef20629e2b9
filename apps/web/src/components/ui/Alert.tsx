import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'info' | 'success' | 'warning';

const TONES: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-blue-300 bg-blue-50 text-blue-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/** Errors interrupt (role alert); other tones are announced politely. */
export function Alert({ tone = 'error', children, className = '' }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border p-3 text-sm ${TONES[tone]} ${className}`}
    >
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'amber' | 'red' | 'slate' | 'purple' | 'blue';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export const planTone = (plan: string): BadgeTone =>
  plan === 'admin' ? 'purple' : plan === 'premium' ? 'amber' : 'slate';

export const accountStatusTone = (status: string): BadgeTone =>
  status === 'active' ? 'green' : status === 'suspended' ? 'red' : 'slate';

/** Spec: completed green, pending amber, anything else red. */
export const referralStatusTone = (status: string): BadgeTone =>
  status === 'completed' ? 'green' : status === 'pending' ? 'amber' : 'red';

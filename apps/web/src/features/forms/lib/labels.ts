import type { BadgeTone } from '../../../components/ui/Badge.tsx';
import { capitalise } from '../../../lib/format.ts';

export const statusTone = (status: string): BadgeTone =>
  status === 'active' ? 'green' : status === 'draft' ? 'slate' : status === 'inactive' ? 'amber' : 'red';

/** 'inactive' -> 'Inactive': the spec's enums read as words. */
export const label = capitalise;

/** The public address of a form. */
export const formPath = (slug: string) => `/forms/${encodeURIComponent(slug)}`;

/** The plan and status choices of the filters and the user form. */
export const PLAN_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
  { value: 'admin', label: 'Admin' },
] as const;

export const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'deactivated', label: 'Deactivated' },
  { value: 'suspended', label: 'Suspended' },
] as const;

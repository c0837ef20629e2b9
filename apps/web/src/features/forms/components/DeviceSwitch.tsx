import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';

export const DEVICES = [
  { id: 'mobile', label: 'Mobile', width: 'max-w-sm' },
  { id: 'tablet', label: 'Tablet', width: 'max-w-2xl' },
  { id: 'desktop', label: 'Desktop', width: 'max-w-4xl' },
] as const;
export type Device = (typeof DEVICES)[number]['id'];

export const deviceWidth = (device: Device) => DEVICES.find((d) => d.id === device)?.width ?? 'max-w-4xl';

/** The preview's width switch (spec: mobile, tablet, desktop). */
export function DeviceSwitch({ value, onChange }: { value: Device; onChange: (device: Device) => void }) {
  return <ToggleGroup label="Preview size" options={DEVICES} value={value} onChange={onChange} />;
}

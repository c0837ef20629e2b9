import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { useT } from '../../../i18n/useT.ts';

export const DEVICES = [
  { id: 'mobile', label: 'forms.preview.mobile', width: 'max-w-sm' },
  { id: 'tablet', label: 'forms.preview.tablet', width: 'max-w-2xl' },
  { id: 'desktop', label: 'forms.preview.desktop', width: 'max-w-4xl' },
] as const;
export type Device = (typeof DEVICES)[number]['id'];

export const deviceWidth = (device: Device) => DEVICES.find((d) => d.id === device)?.width ?? 'max-w-4xl';

/** The preview's width switch (spec: mobile, tablet, desktop). */
export function DeviceSwitch({ value, onChange }: { value: Device; onChange: (device: Device) => void }) {
  const t = useT();
  const options = DEVICES.map((device) => ({ id: device.id, label: t(device.label) }));
  return <ToggleGroup label={t('forms.preview.size')} options={options} value={value} onChange={onChange} />;
}

export const DEVICES = [
  { id: 'mobile', label: 'Mobile', width: 'max-w-sm' },
  { id: 'tablet', label: 'Tablet', width: 'max-w-2xl' },
  { id: 'desktop', label: 'Desktop', width: 'max-w-4xl' },
] as const;
export type Device = (typeof DEVICES)[number]['id'];

export const deviceWidth = (device: Device) => DEVICES.find((d) => d.id === device)?.width ?? 'max-w-4xl';

/** The preview's width switch (spec: mobile, tablet, desktop). */
export function DeviceSwitch({ value, onChange }: { value: Device; onChange: (device: Device) => void }) {
  return (
    <div role="group" aria-label="Preview size" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      {DEVICES.map((device) => (
        <button
          key={device.id}
          type="button"
          aria-pressed={value === device.id}
          onClick={() => onChange(device.id)}
          className={`min-h-11 rounded-md px-3 text-sm font-medium ${
            value === device.id ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
          }`}
        >
          {device.label}
        </button>
      ))}
    </div>
  );
}

import { useT } from '../../i18n/useT.ts';

interface UploadProgressProps {
  /** 0-100. */
  percent: number;
  /** The words before the percentage (the spec's 'Uploading...'). */
  label?: string;
}

/** 'Uploading... N%' with a bar; a progressbar to screen readers, with its value. */
export function UploadProgress({ percent, label: given }: UploadProgressProps) {
  const t = useT();
  const label = given ?? t('common.uploading');
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const text = t('common.uploadingPercent', { label, percent: value });
  return (
    <div
      role="progressbar"
      aria-label={label.replace(/\.+$/, '')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={text}
      className="w-full"
    >
      <p className="mb-1 text-sm font-medium text-slate-800">{text}</p>
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

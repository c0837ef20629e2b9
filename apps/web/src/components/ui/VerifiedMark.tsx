import { useT } from '../../i18n/useT.ts';

/** The small mark beside a member whose phone number was proved theirs by a one-time code. */
export function VerifiedMark({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <span
      title={t('common.verified.label')}
      className={`inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-green-900 ring-1 ring-green-300 ${className}`}
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      {t('common.verified.mark')}
    </span>
  );
}

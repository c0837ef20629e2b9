import { useEffect, useRef, type ReactNode } from 'react';
import { FORM_DEFAULTS, FORM_MESSAGES } from '@sangam/shared/form-messages';
import { say, useT } from '../../../i18n/useT.ts';

interface ThankYouProps {
  /** The form's own message as its admin wrote it, or a catalogue id (the server's default thanks). */
  message?: string;
  onBack: () => void;
  /** More to offer under the message (Join Sangam to a visitor). */
  children?: ReactNode;
}

/**
 * The form's success message, brought into view and focused: after a long form the member is at its bottom, and
 * the message would otherwise stand far above the screen.
 */
export function ThankYou({ message, onBack, children }: ThankYouProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  // The builder's default thanks is ours, not the admin's: it is said in the reader's language.
  const shown = !message
    ? t(FORM_MESSAGES.submitted)
    : message === FORM_DEFAULTS.successMessage
      ? t(FORM_MESSAGES.defaultSuccess)
      : say(message);
  return (
    <div role="status" className="rounded-xl border border-green-200 bg-white p-6 text-center shadow-sm">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {t('forms.thankYou.title')}
      </h1>
      <p className="mt-2 text-base text-slate-700">{shown}</p>
      <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <button
          type="button"
          onClick={onBack}
          className="min-h-11 rounded-lg border border-slate-300 px-5 text-base font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('forms.thankYou.goBack')}
        </button>
        {children}
      </div>
    </div>
  );
}

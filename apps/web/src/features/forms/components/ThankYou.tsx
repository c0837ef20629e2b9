import { useEffect, useRef, type ReactNode } from 'react';

interface ThankYouProps {
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div role="status" className="rounded-xl border border-green-200 bg-white p-6 text-center shadow-sm">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        Thank You!
      </h1>
      <p className="mt-2 text-base text-slate-700">{message || 'Your form has been submitted successfully.'}</p>
      <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <button
          type="button"
          onClick={onBack}
          className="min-h-11 rounded-lg border border-slate-300 px-5 text-base font-semibold text-slate-800 hover:bg-slate-50"
        >
          Go Back
        </button>
        {children}
      </div>
    </div>
  );
}

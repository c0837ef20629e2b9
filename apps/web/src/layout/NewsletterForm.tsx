import { useEffect, useId, useState, type FormEvent } from 'react';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { TIMING } from '@sangam/shared/limits';
import { useT } from '../i18n/useT.ts';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 5: a simple pattern check and a thank-you that clears after 3 s. Nothing is sent. */
export function NewsletterForm() {
  const t = useT();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<MessageId | null>(null);
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (!subscribed) return;
    const timer = setTimeout(() => setSubscribed(false), TIMING.newsletterSuccessMs);
    return () => clearTimeout(timer);
  }, [subscribed]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIMPLE_EMAIL.test(email.trim())) {
      setError('common.newsletter.invalidEmail');
      setSubscribed(false);
      return;
    }
    setError(null);
    setEmail('');
    setSubscribed(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={inputId} className="block text-sm text-slate-200">
        {t('common.newsletter.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          placeholder={t('common.newsletter.placeholder')}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-slate-800 px-3 text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('common.newsletter.subscribe')}
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-red-300">
            {t(error)}
          </p>
        )}
        {subscribed && <p className="text-sm text-green-300">{t('common.newsletter.thanks')}</p>}
      </div>
    </form>
  );
}

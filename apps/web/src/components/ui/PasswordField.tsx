import { useState, type ComponentProps, type ReactNode } from 'react';
import { TextField } from './TextField.tsx';
import { useT } from '../../i18n/useT.ts';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A password input with a Show/Hide button: on a phone keyboard a typo is otherwise invisible. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={shown}
          aria-label={t('common.password.show')}
          onClick={() => setShown((value) => !value)}
          className="min-h-11 min-w-16 rounded-r-lg px-3 text-sm font-semibold text-brand-700 hover:bg-slate-100"
        >
          {shown ? t('common.action.hide') : t('common.action.show')}
        </button>
      }
    />
  );
}

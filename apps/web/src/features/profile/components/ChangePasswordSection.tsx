import { useState, type FormEvent } from 'react';
import { ACCOUNT } from '@sangam/shared/limits';
import { isApiError } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';
import { changePassword } from '../api/changePassword.ts';

type Errors = Partial<Record<'currentPassword' | 'newPassword', string>>;

/** The current password and a new one (PUT /api/profile/password); the member's other devices are signed out. */
export function ChangePasswordSection() {
  const t = useT();
  const label = useSubmitLabel();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const next: Errors = {};
    if (!currentPassword) next.currentPassword = 'profile.password.required';
    if (!newPassword) next.newPassword = 'profile.password.required';
    else if (newPassword.length < ACCOUNT.passwordMin) next.newPassword = 'profile.password.min';
    setErrors(next);
    if (next.currentPassword || next.newPassword) return;

    setSaving(true);
    try {
      const reply = await changePassword({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setNotice({ tone: 'success', text: reply.message });
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      if (fields.currentPassword || fields.newPassword) {
        setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      } else {
        // A refusal by rule (too many tries) says why; anything else is the screen's own words.
        const said = isApiError(error) && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
        setNotice({ tone: 'error', text: said ?? t('profile.password.failed') });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <TitledSection headingId="password-heading" title={t('profile.password.title')}>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          required
          value={currentPassword}
          disabled={saving}
          error={errors.currentPassword && say(errors.currentPassword)}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setErrors((current) => ({ ...current, currentPassword: undefined }));
          }}
        />
        <PasswordField
          label={t('profile.password.new')}
          autoComplete="new-password"
          required
          value={newPassword}
          disabled={saving}
          error={errors.newPassword && say(errors.newPassword)}
          hint={errors.newPassword ? undefined : t('profile.password.min')}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setErrors((current) => ({ ...current, newPassword: undefined }));
          }}
        />
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Button type="submit" className="w-full sm:w-auto" disabled={saving}>
          {saving && <Spinner className="size-4" />}
          {saving ? t('profile.password.saving') : label(t('profile.password.submit'))}
        </Button>
      </form>
    </TitledSection>
  );
}

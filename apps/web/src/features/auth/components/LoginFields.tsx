import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';

interface LoginFieldsProps {
  phoneNumber: string;
  password: string;
  onPhoneNumberChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  phoneNumberError?: string;
  passwordError?: string;
  /** The form-level failure, shown above the button. */
  error: string | null;
  submitting: boolean;
}

/** Phone number, password and the Login button: the inside of the member and the admin login forms. */
export function LoginFields({
  phoneNumber,
  password,
  onPhoneNumberChange,
  onPasswordChange,
  phoneNumberError,
  passwordError,
  error,
  submitting,
}: LoginFieldsProps) {
  return (
    <>
      <fieldset disabled={submitting} className="space-y-4">
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phoneNumber}
          error={phoneNumberError}
          onChange={(event) => onPhoneNumberChange(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      </fieldset>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting && <Spinner className="size-4" />}
        {submitting ? 'Logging in...' : 'Login'}
      </Button>
    </>
  );
}

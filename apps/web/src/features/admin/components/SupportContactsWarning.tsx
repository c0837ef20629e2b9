import { Link } from 'react-router';
import { useSiteSettings } from '../../../api/siteSettings.ts';
import { Alert } from '../../../components/ui/Alert.tsx';

/**
 * Help, Report a Problem, Feedback, Upgrade and the footer offer members the support phone and e-mail: while
 * either is empty, members who need help have nobody to ask, so the dashboard says so until it is filled.
 */
export function SupportContactsWarning() {
  const settings = useSiteSettings();
  if (!settings || (settings.contactPhone && settings.contactEmail)) return null;
  const missing = [!settings.contactPhone && 'support phone', !settings.contactEmail && 'support e-mail'].filter(
    Boolean,
  );
  return (
    <Alert className="mb-5">
      Members asking for help see no {missing.join(' or ')}.{' '}
      <Link to="/admin/settings?tab=site" className="font-semibold underline underline-offset-2">
        Add them in Site settings
      </Link>
    </Alert>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';

/** The spec does not show this screen; there is no payment provider yet, so it says so plainly. */
export function AdminPaymentsPage() {
  return (
    <>
      <AdminPageHeader title="Payments" />
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="font-medium text-slate-900">No payments yet.</p>
        <p className="mt-1 text-slate-700">
          Online payments are not available yet; premium is granted by admins from User management.
        </p>
        <Link to="/admin/users" className={buttonClasses('secondary', 'mt-4')}>
          Go to User management
        </Link>
      </div>
    </>
  );
}

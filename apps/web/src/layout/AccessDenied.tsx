import { useNavigate } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { DocumentTitle } from '../components/ui/DocumentTitle.tsx';

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <DocumentTitle title="Access Denied | Sangam" />
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-slate-700">{"You don't have permission to access the admin area."}</p>
      <Button className="mt-6" onClick={() => void navigate('/')}>
        Back to Home
      </Button>
    </section>
  );
}

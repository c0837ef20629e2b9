import { useNavigate } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { DocumentTitle } from '../components/ui/DocumentTitle.tsx';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <DocumentTitle title="Page Not Found | Sangam" />
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => void navigate('/')}>Go to Home</Button>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          Go Back
        </Button>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';

/** The one honest stand-in for sections that later issues build: the route works, the feature says so. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <title>{`${title} | Sangam`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">This section is being built and will open soon.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        Back to Home
      </Link>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';

const MESSAGES = {
  throttled: 'This profile is being loaded too frequently. Please wait a moment and try again.',
  failed: 'Failed to load user profile. Please try again later.',
} as const;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <DocumentTitle title={`${title} | Sangam`} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </section>
  );
}

const backToDirectory = (
  <Link to="/directory" className={buttonClasses('primary', 'mt-6')}>
    Back to Directory
  </Link>
);

export function UserNotFound() {
  return (
    <Frame title="User Not Found">
      <p className="mt-3 text-slate-700">The requested profile could not be found.</p>
      {backToDirectory}
    </Frame>
  );
}

export function ProfileThrottled({ onRetry }: { onRetry: () => void }) {
  return (
    <Frame title="Please Wait">
      <p role="alert" className="mt-3 text-slate-700">
        {MESSAGES.throttled}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        Retry Now
      </Button>
    </Frame>
  );
}

export function ProfileLoadFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <Frame title="Profile Unavailable">
      <p role="alert" className="mt-3 text-slate-700">
        {MESSAGES.failed}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {backToDirectory}
        {onRetry && (
          <Button variant="secondary" className="mt-6" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </div>
    </Frame>
  );
}

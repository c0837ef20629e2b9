import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';

/** A titled card section of the member profile page. */
export function ProfileCard({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <TitledSection headingId={id} title={title} className={className}>
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}

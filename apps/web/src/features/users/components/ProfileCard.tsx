import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';

/** A titled card section of the member profile page. */
export function ProfileCard({
  id: name,
  title,
  children,
  className = '',
}: {
  /** Names the heading's id (the title is in the language shown, which may have no Latin letters). */
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `card-${name}`;
  return (
    <TitledSection headingId={id} title={title} className={className}>
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}

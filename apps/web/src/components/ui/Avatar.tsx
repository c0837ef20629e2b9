import { useState } from 'react';

interface AvatarProps {
  src: string | null | undefined;
  name: string;
  /** Size and text classes, e.g. 'size-24 text-3xl'. */
  className?: string;
  /** Empty when a visible name next to the photo already says who it is. */
  alt?: string;
}

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** A round photo; the member's initials when there is none or it fails to load. */
export function Avatar({ src, name, className = 'size-16 text-xl', alt }: AvatarProps) {
  // Remembers which address failed, so a new photo gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  if (showImage) {
    return (
      <img
        src={src!}
        alt={alt ?? name}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src!)}
        className={`shrink-0 rounded-full bg-slate-200 object-cover ${className}`}
      />
    );
  }
  return (
    <span
      role={alt === '' ? undefined : 'img'}
      aria-label={alt === '' ? undefined : (alt ?? name)}
      aria-hidden={alt === '' ? true : undefined}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 ${className}`}
    >
      {initials(name)}
    </span>
  );
}

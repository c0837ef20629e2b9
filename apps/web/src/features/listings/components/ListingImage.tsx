import { useState } from 'react';
import { BriefcaseIcon } from '../../../components/ui/icons.tsx';

interface ListingImageProps {
  src: string | null;
  /** The listing's title: the image shows the service, so it is named by it. */
  alt: string;
  className?: string;
  /** The first image of a page loads at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** Without a picture: a short band instead of an empty 16:9 box, on phones only or everywhere. */
  placeholderBand?: 'phones' | 'always';
}

/** A 16:9 picture; a plain placeholder when the listing has none or it fails to load. */
export function ListingImage({ src, alt, className = '', eager = false, placeholderBand }: ListingImageProps) {
  // Remembers which address failed, so a new image gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = `w-full overflow-hidden bg-slate-100 ${className}`;

  if (!src || failedSrc === src) {
    const shape =
      placeholderBand === 'always'
        ? 'h-20'
        : placeholderBand === 'phones'
          ? 'h-16 sm:h-auto sm:aspect-video'
          : 'aspect-video';
    return (
      <div className={`${frame} ${shape} flex items-center justify-center text-slate-500`}>
        <BriefcaseIcon className={placeholderBand ? 'size-7 sm:size-10' : 'size-10'} />
      </div>
    );
  }
  return (
    <div className={`${frame} aspect-video`}>
      <img
        src={src}
        alt={alt}
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="size-full object-cover"
      />
    </div>
  );
}

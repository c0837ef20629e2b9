import { useEffect, useState } from 'react';
import { copyText, shareLink } from '../../../lib/shareLink.ts';
import { shareText, shareTitle } from '../lib/share.ts';

const COPIED_MS = 2_000;

type Source = 'copy' | 'share';

/** Copy and native share for the referral link; `copiedBy` says which button shows 'Copied!' (2 s). */
export function useShareLink(link: string) {
  const [copiedBy, setCopiedBy] = useState<Source | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    if (!copiedBy) return;
    const timer = setTimeout(() => setCopiedBy(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedBy]);

  const report = (source: Source, copied: boolean) => {
    setCopyFailed(!copied);
    setCopiedBy(copied ? source : null);
  };

  const copy = async () => report('copy', await copyText(link));

  // The phone's share sheet when there is one; otherwise the link is copied.
  const share = async () => {
    const outcome = await shareLink({ title: shareTitle(), text: shareText(), url: link });
    if (outcome === 'copied' || outcome === 'failed') report('share', outcome === 'copied');
  };

  return { copiedBy, copyFailed, copy, share };
}

import { useRef, useState } from 'react';
import type { LikeReply } from '@sangam/shared/engagement';
import { Icon, type IconProps } from '../ui/icons.tsx';
import { LoginPrompt } from './LoginPrompt.tsx';
import { say, useT } from '../../i18n/useT.ts';

const HeartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 20s-7-4.4-9.3-8.6C1.2 8.6 2.7 5 6.2 5c2 0 3.2 1.1 3.8 2.2C10.6 6.1 11.8 5 13.8 5h.1c3.5 0 5 3.6 3.5 6.4C19 15.6 12 20 12 20z" />
  </Icon>
);

type LikeState = { liked: boolean; likeCount: number };

export interface LikeButtonProps {
  /** Whether the viewer likes the subject and its count, as the feature's data has them. */
  liked: boolean;
  likeCount: number;
  /** Visitors get `loginPrompt` instead of a call to the server. */
  signedIn: boolean;
  /** The feature's login alert, e.g. 'Please login to like this post'. */
  loginPrompt: string;
  /** The feature's toggle call (e.g. POST /api/news/:id/like), answering the server's state. */
  onToggle: () => Promise<LikeReply>;
  /** The button's name for screen readers, e.g. 'Like this post'; the count is read beside it. */
  label?: string;
  /** Shown when the server refused or could not be reached; the like goes back as it was. */
  failureText?: string;
}

/**
 * A like toggle with its count: changes at once on a tap, settles on the server's answer, goes back on failure.
 * A tap while the previous one is on its way is ignored, so a double tap never sends two toggles.
 */
export function LikeButton({ liked, likeCount, signedIn, loginPrompt, onToggle, label, failureText }: LikeButtonProps) {
  const t = useT();
  const fromProps: LikeState = { liked, likeCount };
  // The button's own state holds only while the feature's data is what it was when the button changed:
  // once the feature refreshes its data, that data is shown.
  const [local, setLocal] = useState<{ base: LikeState; value: LikeState } | null>(null);
  const shown = local && local.base.liked === liked && local.base.likeCount === likeCount ? local.value : fromProps;
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [promptShown, setPromptShown] = useState(false);

  const onClick = async () => {
    if (!signedIn) {
      setPromptShown(true);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailed(false);
    const before = shown;
    const base = fromProps;
    setLocal({
      base,
      value: { liked: !before.liked, likeCount: Math.max(0, before.likeCount + (before.liked ? -1 : 1)) },
    });
    try {
      const reply = await onToggle();
      setLocal({ base, value: { liked: reply.liked, likeCount: reply.likeCount } });
    } catch {
      setLocal({ base, value: before });
      setFailed(true);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-pressed={shown.liked}
          aria-busy={busy || undefined}
          onClick={() => void onClick()}
          className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors ${
            shown.liked
              ? 'border-red-300 bg-red-50 text-red-700 hover:bg-red-100'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
          }`}
        >
          <HeartIcon className={`size-5 ${shown.liked ? 'fill-current' : ''}`} />
          <span>{label ?? t('common.like.label')}</span>
        </button>
        <span className="min-w-11 px-1 text-sm text-slate-700" aria-live="polite">
          {t('common.like.count', { count: shown.likeCount })}
        </span>
      </div>
      {promptShown && !signedIn && <LoginPrompt text={loginPrompt} announce />}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failureText ? say(failureText) : t('common.like.failed')}
        </p>
      )}
    </div>
  );
}

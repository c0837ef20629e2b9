import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unreadCountKey, unreadCountQuery } from '../api/getUnreadCount.ts';
import { openUnreadStream } from '../lib/unreadStream.ts';

/** Without the live stream, the count is asked again this often while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;
/** A dropped stream is tried again after this, doubling up to STREAM_RETRY_MAX_MS (polling meanwhile). */
export const STREAM_RETRY_MS = 15_000;
const STREAM_RETRY_MAX_MS = 10 * 60_000;

const onVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isVisible = () => document.visibilityState !== 'hidden';

/** Whether the live stream is connected: open only while the tab is visible, tried again with backoff. */
function useUnreadStream(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const visible = useSyncExternalStore(onVisibility, isVisible, () => true);
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled || !visible) return undefined;
    let stopped = false;
    let close = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = STREAM_RETRY_MS;
    const connect = () => {
      close = openUnreadStream({
        onOpen: () => {
          delay = STREAM_RETRY_MS;
          setLive(true);
        },
        onUnread: (unread) => queryClient.setQueryData(unreadCountKey, unread),
        onEnd: (retry) => {
          setLive(false);
          if (stopped || !retry) return;
          timer = setTimeout(connect, delay);
          delay = Math.min(delay * 2, STREAM_RETRY_MAX_MS);
        },
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      close();
      setLive(false);
    };
  }, [enabled, visible, queryClient]);
  return live;
}

/**
 * The member's unread count: asked when the app starts, then pushed live by the stream, or asked every minute while
 * the tab is visible when the stream is not there (and again on coming back to the tab after a minute away).
 */
export function useUnreadCount(enabled = true) {
  const live = useUnreadStream(enabled);
  return useQuery({
    ...unreadCountQuery(),
    enabled,
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind, PhoneChannel, UpdateNotificationPreferences } from '@sangam/shared/notifications';
import { api } from '../../../api/client.ts';
import { preferencesKey, type NotificationPreferences } from './getPreferences.ts';

export type PreferenceChannel = 'phone' | 'email' | 'push';

/** One change a member makes: the phone channel, or one channel of one kind. */
export type PreferenceChange =
  { phoneChannel: PhoneChannel } | { kind: NotificationKind; channel: PreferenceChannel; on: boolean };

const bodyOf = (change: PreferenceChange): UpdateNotificationPreferences =>
  'phoneChannel' in change
    ? { phoneChannel: change.phoneChannel }
    : { kinds: { [change.kind]: { [change.channel]: change.on } } };

/** PUT /api/notifications/preferences with only what changed. */
export const updatePreferences = (change: PreferenceChange) =>
  api.put<unknown>('/notifications/preferences', bodyOf(change));

/** The preferences with `change` made (or undone: `undo` sets the kind's channel back). */
function applied(prefs: NotificationPreferences, change: PreferenceChange, undo = false): NotificationPreferences {
  if ('phoneChannel' in change) return { ...prefs, phoneChannel: change.phoneChannel };
  const on = undo ? !change.on : change.on;
  return {
    ...prefs,
    kinds: prefs.kinds.map((row) => (row.kind === change.kind ? { ...row, [change.channel]: on } : row)),
  };
}

/**
 * Saves one change at once on screen (optimistic); a failure puts that one change back, leaving others made
 * meanwhile, and the caller says so.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const before = queryClient.getQueryData<NotificationPreferences>(preferencesKey);
      queryClient.setQueryData<NotificationPreferences>(preferencesKey, (prefs) =>
        prefs ? applied(prefs, change) : prefs,
      );
      return { phoneChannel: before?.phoneChannel };
    },
    onError: (_error, change, context) => {
      queryClient.setQueryData<NotificationPreferences>(preferencesKey, (prefs) => {
        if (!prefs) return prefs;
        if ('phoneChannel' in change)
          return context?.phoneChannel ? { ...prefs, phoneChannel: context.phoneChannel } : prefs;
        return applied(prefs, change, true);
      });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings, SiteSettingsReply } from '@sangam/shared/site-settings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** PUT /api/admin/site-settings (admins): every field; the reply carries the settings as stored. */
export const saveSiteSettings = (settings: SiteSettings) =>
  api.put<SiteSettingsReply>('/admin/site-settings', settings);

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    // The footer, help pages and the rest show the new details at once.
    onSuccess: async (reply) => {
      if (reply?.settings) queryClient.setQueryData(queryKeys.siteSettings, reply.settings);
      else await queryClient.invalidateQueries({ queryKey: queryKeys.siteSettings });
    },
  });
}

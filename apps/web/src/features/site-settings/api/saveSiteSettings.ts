import type { SiteSettings, SiteSettingsReply } from '@sangam/shared/site-settings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

/** PUT /api/admin/site-settings (admins): every field; the reply carries the settings as stored. */
export const saveSiteSettings = (settings: SiteSettings) =>
  api.put<SiteSettingsReply>('/admin/site-settings', settings);

// The footer, help pages and the rest show the new details at once.
export const useSaveSiteSettings = () =>
  useSaveMutation(saveSiteSettings, {
    onSaved: (queryClient, reply) =>
      reply?.settings
        ? queryClient.setQueryData(queryKeys.siteSettings, reply.settings)
        : queryClient.invalidateQueries({ queryKey: queryKeys.siteSettings }),
  });

import type { z } from 'zod';
import type { AdminSiteSettingsReply, AdminSiteSettingsSchema } from '@sangam/shared/site-settings';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';
import { ADMIN_SITE_SETTINGS_KEY } from './phoneNotificationKinds.ts';

/**
 * PUT /api/admin/site-settings (admins): every field (the WhatsApp/SMS kinds, the grievance officer and the policy
 * version stay as they are when left out); the reply carries the settings as stored.
 */
export const saveSiteSettings = (settings: z.output<typeof AdminSiteSettingsSchema>) =>
  api.put<AdminSiteSettingsReply>('/admin/site-settings', settings);

// The footer, help pages and the rest show the new details at once; the WhatsApp/SMS panel saves over these.
export const useSaveSiteSettings = () =>
  useSaveMutation(saveSiteSettings, {
    onSaved: (queryClient, reply) => {
      if (!reply?.settings) {
        return Promise.all(
          [queryKeys.siteSettings, ADMIN_SITE_SETTINGS_KEY].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
      const { phoneNotificationKinds, ...settings } = reply.settings;
      queryClient.setQueryData(queryKeys.siteSettings, settings);
      if (phoneNotificationKinds) queryClient.setQueryData(ADMIN_SITE_SETTINGS_KEY, reply.settings);
      else void queryClient.invalidateQueries({ queryKey: ADMIN_SITE_SETTINGS_KEY });
    },
  });

import { queryOptions } from '@tanstack/react-query';
import type { NotificationKind } from '@sangam/shared/notifications';
import type { AdminSiteSettings, AdminSiteSettingsReply } from '@sangam/shared/site-settings';
import { api } from '../../../api/client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../lib/useSaveMutation.ts';

/** The admins' copy of the settings (with the WhatsApp/SMS kinds), apart from the public copy every footer reads. */
export const ADMIN_SITE_SETTINGS_KEY = ['admin', 'site-settings'] as const;

/** GET /api/admin/site-settings (admins): the settings and which notification kinds may go out by WhatsApp/SMS. */
export const adminSiteSettingsQuery = () =>
  queryOptions({
    queryKey: ADMIN_SITE_SETTINGS_KEY,
    queryFn: async ({ signal }) => {
      const reply = await api.get<AdminSiteSettingsReply>('/admin/site-settings', { signal });
      if (!reply?.settings) throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
      return reply.settings;
    },
    // An admin edits what the server holds now, not a copy cached earlier in the visit.
    staleTime: 0,
  });

/** PUT /api/admin/site-settings with the stored details and the chosen kinds. */
const savePhoneKinds = ({ settings, kinds }: { settings: AdminSiteSettings; kinds: NotificationKind[] }) =>
  api.put<AdminSiteSettingsReply>('/admin/site-settings', { ...settings, phoneNotificationKinds: kinds });

export const useSavePhoneKinds = () =>
  useSaveMutation(savePhoneKinds, {
    onSaved: (queryClient, reply) => {
      if (!reply?.settings) return queryClient.invalidateQueries({ queryKey: ADMIN_SITE_SETTINGS_KEY });
      queryClient.setQueryData(ADMIN_SITE_SETTINGS_KEY, reply.settings);
      const { phoneNotificationKinds: _kinds, ...publicSettings } = reply.settings;
      queryClient.setQueryData(queryKeys.siteSettings, publicSettings);
    },
  });

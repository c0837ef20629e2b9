import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@sangam/shared/site-settings';
import { api } from './client.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from './errors.ts';
import { queryKeys } from './queryKeys.ts';

/** Admins change these rarely; every page's footer reads them, so one download serves a long visit. */
const SITE_SETTINGS_STALE_MS = 30 * 60_000;

/** GET /api/site-settings (public): the community's contact details, links and leadership. */
export async function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const reply = await api.get<{ settings?: SiteSettings }>('/site-settings', { auth: false, signal });
  if (!reply?.settings) throw new ApiRequestError({ status: 200, type: CLIENT_ERROR_TYPES.invalidResponse });
  return reply.settings;
}

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.siteSettings,
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    staleTime: SITE_SETTINGS_STALE_MS,
  });

/**
 * The one way screens read the site settings (footer, help pages, upgrade page, About, home). Null while they
 * load or when they could not be read: screens then hide those lines or say the details are coming.
 */
export const useSiteSettings = (): SiteSettings | null => useQuery(siteSettingsQuery()).data ?? null;

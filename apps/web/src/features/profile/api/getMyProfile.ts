import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMe } from '../../../auth/sessionApi.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const myProfileKey = queryKeys.me;

/** GET /api/profile/me for the profile screen (the session keeps its own copy for the shell). */
export const myProfileQuery = () => queryOptions({ queryKey: myProfileKey, queryFn: fetchMe });

export const useMyProfile = () => useQuery(myProfileQuery());

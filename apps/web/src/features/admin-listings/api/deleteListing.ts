import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminListingsKey } from './getAdminListings.ts';

/** DELETE /api/listings/:id (the member route; admins may delete any listing). */
export const deleteListing = (id: string) => api.delete<{ message?: string }>(`/listings/${encodeURIComponent(id)}`);

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminListingsKey }),
        queryClient.invalidateQueries({ queryKey: ['listings'] }),
      ]),
  });
}

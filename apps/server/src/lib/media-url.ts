/** Public URL of a stored image. */
export const mediaUrl = (id: string | null) => (id ? `/api/media/${id}` : null);

import { z } from 'zod';

/** A reply that only says what happened: a delete, a logout, a reward given. */
export const MessageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReplySchema>;

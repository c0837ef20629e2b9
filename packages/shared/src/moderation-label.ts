import { z } from 'zod';

/**
 * What the author (owner) and admins are told of their own record that others no longer see (issue 34): `hidden`
 * while three members' reports wait for an admin (moderation_state 1, a question or answer `reported`), `removed`
 * once an admin removed it (moderation_state 2, a question or answer `hidden`). Absent on records everyone sees.
 */
export const MODERATION_LABELS = ['hidden', 'removed'] as const;
export const ModerationLabelSchema = z.enum(MODERATION_LABELS);
export type ModerationLabel = z.infer<typeof ModerationLabelSchema>;

/**
 * Set on content (questions, answers, comments) whose author the viewer blocked: it stays in the reply so the web
 * can collapse it ("Hidden: you blocked this member", tap to show). Only for the one who blocked.
 */
export const AuthorBlockedSchema = z.boolean().optional();

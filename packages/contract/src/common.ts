import { z } from 'zod';

/** Every failure of the API: a status code and a French message. */
export const errorReply = z.object({ error: z.string() });
export type ErrorReply = z.infer<typeof errorReply>;

/** The acknowledgement of calls whose only answer is that they worked. */
export const statusReply = z.object({ status: z.literal('ok'), message: z.string().optional() });
export type StatusReply = z.infer<typeof statusReply>;

export const csrfTokenReply = z.object({ csrf_token: z.string() });

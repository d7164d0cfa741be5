import { z } from './zod-fr';

/**
 * GET /api/client_config: the public telemetry settings. The web bundle is the same on every
 * deployment, so it learns at run time where (if anywhere) to send analytics and errors.
 * `null` means "not configured": the client then sends nothing at all.
 */
export const clientConfigReply = z.lazy(() =>
  z.object({
    analytics: z.object({ key: z.string().min(1), host: z.url({ protocol: /^https?$/ }) }).nullable(),
    errors: z.object({ dsn: z.string().min(1) }).nullable(),
  }),
);
export type ClientConfig = z.infer<typeof clientConfigReply>;

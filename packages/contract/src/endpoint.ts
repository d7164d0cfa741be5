import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, declared once: the server registers its route from it (validation and reply
 * schema included) and the web client calls it with the same types, so a path, a body or a reply
 * cannot drift between the two.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The path, with `:name` for each path parameter (Fastify's syntax). */
  path: string;
  /** 'public' needs no session; 'optional' reads one when sent. Absent: a session is required. */
  auth?: 'public' | 'optional';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 reply. */
  reply: z.ZodType;
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for both sides. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/** What a schema slot of an endpoint accepts from a caller, or never when it has none. */
type SlotInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as SlotInput<E[K]> extends never ? never : K]: SlotInput<E[K]>;
};

/** The endpoint's 200 reply, as parsed. */
export type EndpointReply<E extends Endpoint> = z.output<E['reply']>;

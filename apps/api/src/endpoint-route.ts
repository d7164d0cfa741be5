import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Endpoint } from '@lien/contract';
import type { FastifyContextConfig, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { App } from './context';

/** The Fastify schema of an endpoint: what the type provider reads to type the handler's request. */
export interface EndpointSchema<E extends Endpoint> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: { 200: E['reply'] };
}

/** A handler of an endpoint: its request typed by the endpoint's schemas, its reply the 200 reply. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  Server,
  IncomingMessage,
  ServerResponse,
  { Reply: z.input<E['reply']> },
  FastifyContextConfig,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** Route options beyond the endpoint's own (rate limits, compression, body size). */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers the route of a contract endpoint: its method, path and schemas come from the one
 * declaration the web client calls too; the route adds only its handler and server-side options.
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
): void {
  const schema = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: { 200: endpoint.reply },
  };
  const config = { ...(endpoint.auth && { auth: endpoint.auth }), ...options.config };
  app.route({ ...options, method: endpoint.method, url: endpoint.path, schema, config, handler } as never);
}

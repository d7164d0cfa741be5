import type { Endpoint, EndpointInput, EndpointReply } from '@lien/contract';
import type { z } from 'zod';
import { request } from './client';

type Values = Record<string, string | number | boolean | null | undefined>;

/** The path with each `:name` replaced by its parameter, encoded. */
function fillPath(path: string, params: Values | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** `?a=1&b=2` from the query's set values, or nothing. */
function queryString(query: Values | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)]],
  );
  return pairs.length ? `?${new URLSearchParams(pairs)}` : '';
}

/** The arguments of a call: none when the endpoint takes no parameters, query or body. */
type CallArguments<E extends Endpoint> = keyof EndpointInput<E> extends never ? [] : [EndpointInput<E>];

/**
 * Calls a contract endpoint: its method, path and reply schema come from the one declaration the
 * server registers, the input is typed by its schemas; everything else is `request`'s (CSRF, session,
 * French failures).
 */
export function call<E extends Endpoint>(endpoint: E, ...args: CallArguments<E>): Promise<EndpointReply<E>> {
  return send(endpoint, undefined, args);
}

/**
 * `call` on behalf of a session that is no longer the stored one: the last call of a member who
 * has just left this device (forgetting its push subscription), sent with their token.
 */
export function callAs<E extends Endpoint>(
  token: string,
  endpoint: E,
  ...args: CallArguments<E>
): Promise<EndpointReply<E>> {
  return send(endpoint, token, args);
}

function send<E extends Endpoint>(
  endpoint: E,
  token: string | undefined,
  args: CallArguments<E>,
): Promise<EndpointReply<E>> {
  const input = args[0] as { params?: Values; query?: Values; body?: unknown } | undefined;
  return request(fillPath(endpoint.path, input?.params) + queryString(input?.query), {
    method: endpoint.method,
    body: input?.body,
    reply: endpoint.reply as z.ZodType<EndpointReply<E>>,
    auth: endpoint.auth !== 'public',
    token,
  });
}

import type { KyInstance, Options } from 'ky';
import * as v from 'valibot';
import { dataEnvelope } from '../contract';
import { authorizedFetch } from './authorized';
import { clientConfig } from './config';
import { toApiError } from './errors';
import { loadKy } from './kyLoader';
import { toApiPath, type ApiKey } from './path';

let current: { baseUrl: string; instance: KyInstance } | undefined;

/**
 * The ky instance for the configured base: JSON, bearer header, refresh-and-retry on 401.
 * It throws ky's errors; prefer `api`, which returns parsed data and throws ApiError.
 */
export async function http(): Promise<KyInstance> {
  const { default: ky } = await loadKy();
  const { baseUrl } = clientConfig();
  if (current?.baseUrl !== baseUrl) {
    const instance = ky.create({
      prefixUrl: baseUrl,
      headers: { accept: 'application/json' },
      retry: 0,
      fetch: authorizedFetch,
    });
    current = { baseUrl, instance };
  }
  return current.instance;
}

const anyEnvelope = dataEnvelope(v.unknown());

/** The payload of a success body `{ data }`, checked against its contract schema. */
export function readData<S extends v.GenericSchema>(body: unknown, schema: S): v.InferOutput<S> {
  return v.parse(schema, v.parse(anyEnvelope, body).data);
}

export interface RequestOptions {
  signal?: AbortSignal;
  searchParams?: Options['searchParams'];
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

async function send<S extends v.GenericSchema>(
  method: Method,
  path: ApiKey,
  schema: S,
  options: RequestOptions & { json?: unknown },
  read: (body: unknown, schema: S) => v.InferOutput<S> = readData,
): Promise<v.InferOutput<S>> {
  try {
    const request = await http();
    const body: unknown = await request(toApiPath(path), { method, ...options }).json();
    return read(body, schema);
  } catch (error) {
    throw await toApiError(error);
  }
}

const readWhole = <S extends v.GenericSchema>(body: unknown, schema: S): v.InferOutput<S> => v.parse(schema, body);

/** A call with a JSON body (omitted when `body` is undefined). */
function withBody(method: Exclude<Method, 'get'>) {
  return <S extends v.GenericSchema>(path: ApiKey, schema: S, body?: unknown, options: RequestOptions = {}) =>
    send(method, path, schema, { ...options, json: body });
}

/**
 * Calls that resolve to the answer's `data`, parsed with the given contract schema (the
 * payload schema, e.g. `currentUserSchema`, not the envelope), and reject with ApiError.
 * Paths are relative to the base: `api.get('user', currentUserSchema)`.
 */
export const api = {
  get: <S extends v.GenericSchema>(path: ApiKey, schema: S, options: RequestOptions = {}) => send('get', path, schema, options),
  /** A GET whose whole body is checked against `schema` (a page: `{ data, page }`), not only its `data`. */
  getPage: <S extends v.GenericSchema>(path: ApiKey, schema: S, options: RequestOptions = {}) =>
    send('get', path, schema, options, readWhole),
  post: withBody('post'),
  put: withBody('put'),
  patch: withBody('patch'),
  delete: withBody('delete'),
};

import * as v from 'valibot';

/** Every successful /v1 answer wraps its payload in `data`. */
/* @__NO_SIDE_EFFECTS__ */
export function dataEnvelope<T extends v.GenericSchema>(schema: T) {
  return v.object({ data: schema });
}

/** Every failed /v1 answer: a sentence for a person, and per-field messages for forms. */
export const errorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.string())),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

/** The payload of action endpoints that have nothing else to return. */
export const messageSchema = v.object({ message: v.string() });
export type MessageData = v.InferOutput<typeof messageSchema>;
export const messageResponseSchema = dataEnvelope(messageSchema);
export type MessageResponse = v.InferOutput<typeof messageResponseSchema>;

/**
 * The id of the JSON script in a server-rendered page that carries the API answers the page was
 * rendered with (payloads by API path): the server writes it, the client starts from it.
 */
export const INITIAL_DATA_ELEMENT_ID = 'kampus-initial-data';

/**
 * The cookie (path /) that holds the signed-in browser's access token, which script reads to
 * call the API. The server reads it too, to render a signed-in page (/checkout) for its visitor.
 */
export const ACCESS_TOKEN_COOKIE = 'kampus.accessToken';

/**
 * `data-session` of the page's root element when the server rendered the page for a signed-in
 * visitor: the browser hydrates it with the session it holds.
 */
export const RENDERED_SIGNED_IN = 'signed-in';

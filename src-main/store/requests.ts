import type { z } from 'zod';
import { API_CHANNELS, err, type ApiChannel, type ApiResult } from '../../shared/api';

/** Marks a request's input as parsed with its channel's schema; it exists only for the type checker. */
declare const checkedBrand: unique symbol;

/** A request's input after checkRequest: parsed once with its channel's schema, never parsed again. */
export type Checked<T> = T & { readonly [checkedBrand]: true };

/** The input of a request method, as its channel's schema gives it. */
export type RequestInput<C extends ApiChannel> = z.infer<(typeof API_CHANNELS)[C]>;

export type CheckedRequest<C extends ApiChannel> =
  { success: true; data: Checked<RequestInput<C>> } | { success: false; error: z.ZodError };

/**
 * The one place where a request's input is parsed with its channel's schema (API_CHANNELS in shared/api.ts). A
 * host calls it at its boundary, on what a page sent, and hands the campaign service's checked requests the
 * result; the service calls it for callers inside the process. Either way each request is parsed once.
 */
export function checkRequest<C extends ApiChannel>(channel: C, input: unknown): CheckedRequest<C> {
  const schema: z.ZodType = API_CHANNELS[channel];
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { success: true, data: parsed.data as Checked<RequestInput<C>> }
    : { success: false, error: parsed.error };
}

/** An invalid-argument error naming the first field that failed, as a sentence, for a caller inside the process. */
export function invalidRequest(error: z.ZodError, action: string): ApiResult<never> {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  const detail = issue ? `${field ? `"${field}" ` : ''}${issue.message}` : 'the request was malformed';
  return err('invalid-argument', `${action} because ${detail}. Correct it and try again.`);
}

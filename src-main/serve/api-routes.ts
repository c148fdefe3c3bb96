import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_CHANNELS, CLIENT_HEADER, err, type ApiChannel } from '../../shared/api';
import { checkJsonShape, MAX_FILE_BYTES, megabytes, tooLargeToOpen } from '../../shared/model';
import type { ApiHandlers } from './browser-host';
import { BodyTooLarge, readBody, sendJson } from './http-util';
import { checkRequest } from '../store/requests';

/**
 * Room in a request for what comes around a file: `{"arg": {"handle": …, "baseRevision": …, "character": …}}`.
 * A few hundred bytes in practice.
 */
const REQUEST_ENVELOPE_BYTES = 1024 * 1024;

/**
 * Largest request body accepted: the largest file the app opens, and its envelope. A page sends a character
 * or campaign.json as compact JSON, never larger than the same file written out with its indentation, so every
 * file the store would save fits in one request; a larger save is refused here in the same words as there.
 */
export const MAX_BODY_BYTES = MAX_FILE_BYTES + REQUEST_ENVELOPE_BYTES;

/** The requests that save something, refused for their size in the words of a save. */
const SAVES: ReadonlySet<ApiChannel> = new Set([
  'createCampaign',
  'writeCampaign',
  'writeCharacter',
  'writeCharacters',
  'resolveConflictCopy',
]);

/** The page id a request carries, when it is well-formed. */
export function clientOf(req: IncomingMessage): string | undefined {
  const value = req.headers[CLIENT_HEADER.toLowerCase()];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : undefined;
}

/** True for the names of request methods, and nothing inherited from Object. */
export function isApiChannel(name: string): name is ApiChannel {
  return Object.hasOwn(API_CHANNELS, name);
}

/**
 * Answers `POST /api/<method>`: the JSON body `{"arg": ...}` is checked for a
 * safe shape and then with the channel's schema (checkRequest), and the handler's ApiResult
 * is sent back as JSON. A bad request gets a 4xx with a sentence; only a
 * handler that fails gets a 500.
 */
export async function handleApiCall(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  handlers: ApiHandlers,
): Promise<void> {
  try {
    await answerApiCall(req, res, method, handlers);
  } catch (error) {
    // Nothing above should throw; if something does, the page still gets a sentence rather than a dropped connection.
    if (res.headersSent) res.destroy();
    else sendJson(res, 500, serverFailed(method, error));
  }
}

async function answerApiCall(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  handlers: ApiHandlers,
): Promise<void> {
  if (!isApiChannel(method)) {
    sendJson(
      res,
      404,
      err(
        'not-found',
        `The app's local server has no "${method}" request. Reload the page; if that does not help, update the app.`,
      ),
    );
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendJson(
      res,
      405,
      err('invalid-argument', `The "${method}" request must be sent with POST. Reload the page and try again.`),
    );
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      // Let the rest of the body drain unread, so the client gets the answer instead of a reset connection.
      req.resume();
      sendJson(res, 413, err('invalid-argument', tooLarge(method, error.size)));
    } else {
      res.destroy();
    }
    return;
  }
  const parsedBody = parseBody(body, req.headers['content-type']);
  if (!parsedBody.ok) {
    sendJson(res, parsedBody.status, err('invalid-argument', parsedBody.message));
    return;
  }
  const shape = checkJsonShape(parsedBody.arg);
  if (!shape.ok) {
    sendJson(res, 400, err('invalid-argument', refused(method, shape.reason)));
    return;
  }
  // The only parse of the request: the handlers and the store take what it gives as it is.
  const checked = checkRequest(method, parsedBody.arg);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const field = issue?.path.map(String).join('.') ?? '';
    const what = field
      ? `field "${field}" ${issue?.message ?? 'is invalid'}`
      : (issue?.message ?? 'the argument is invalid');
    sendJson(res, 400, err('invalid-argument', refused(method, what)));
    return;
  }
  let result: unknown;
  try {
    const call = handlers[method] as (arg: unknown, origin?: string) => Promise<unknown>;
    result = await call(checked.data, clientOf(req));
  } catch (error) {
    sendJson(res, 500, serverFailed(method, error));
    return;
  }
  sendJson(res, 200, result);
}

function tooLarge(method: ApiChannel, size: number): string {
  if (SAVES.has(method)) {
    return `${tooLargeToOpen('This save', size)}, so nothing was saved. Remove what made it so large (a very long note, perhaps) and save again.`;
  }
  return `This request is ${megabytes(size)}, more than the ${megabytes(MAX_BODY_BYTES)} the app's local server takes, so nothing was changed. Reload the page and try again.`;
}

function refused(method: ApiChannel, what: string): string {
  return `The "${method}" request was refused: ${what}. Nothing was changed; correct it and try again.`;
}

function serverFailed(method: string, error: unknown) {
  const detail = error instanceof Error ? error.message : String(error);
  return err(
    'io',
    `The app's local server failed while handling "${method}" (${detail}). Try again; if it keeps happening, restart \`npm run serve\`.`,
  );
}

type ParsedBody = { ok: true; arg: unknown } | { ok: false; status: number; message: string };

const BODY_FORM = 'The request body must be a JSON object of the form {"arg": ...}. Reload the page and try again.';

function parseBody(body: Buffer, contentType: string | undefined): ParsedBody {
  if (body.length === 0) return { ok: true, arg: undefined };
  if (!contentType || !/^application\/json\s*(;|$)/i.test(contentType)) {
    return {
      ok: false,
      status: 415,
      message: 'The request body must be JSON (Content-Type: application/json). Reload the page and try again.',
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON. Reload the page and try again.' };
  }
  // Only "arg" is read, so any other field (a "__proto__" among them) is refused rather than ignored.
  if (
    value === null ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    Object.keys(value).some((key) => key !== 'arg')
  ) {
    return { ok: false, status: 400, message: BODY_FORM };
  }
  return { ok: true, arg: (value as { arg?: unknown }).arg };
}

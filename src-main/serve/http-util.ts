import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTENT_SECURITY_POLICY_HEADER } from '../page-policy';

/** Headers sent with every response, whatever it is. */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY_HEADER);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/** Sends a short plain-text answer. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(text + '\n', 'utf8');
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** Sends a JSON answer. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** Thrown by readBody when the request is larger than the limit allows. */
export class BodyTooLarge extends Error {
  constructor(
    readonly limit: number,
    /** The size of the whole request, as declared in its Content-Length or counted to its end. */
    readonly size: number,
  ) {
    super(`The request body is ${size} bytes, larger than the ${limit} bytes allowed.`);
  }
}

/**
 * Reads the whole request body, refusing (BodyTooLarge) once it grows past `limit` bytes. A body whose
 * Content-Length is over the limit is refused before a byte is read; one sent without it is counted to its
 * end, without keeping any of it, so the refusal can say how large it was.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge(limit, declared));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) chunks.length = 0;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > limit) reject(new BodyTooLarge(limit, size));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

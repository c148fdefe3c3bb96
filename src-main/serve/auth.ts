import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A fresh random token for one run of the server. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares two strings without leaking, through timing, how much of them
 * matched. Both sides are hashed first so that their lengths leak nothing either.
 */
export function tokensEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export function bearerToken(req: IncomingMessage): string | undefined {
  return req.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}

/**
 * True when the request carries this run's token as a Bearer header. Only a
 * header counts: a cookie would be sent to every server on 127.0.0.1,
 * whatever its port, and a browser adds it to requests other sites make.
 */
export function isAuthorized(req: IncomingMessage, token: string): boolean {
  const given = bearerToken(req);
  return given !== undefined && tokensEqual(given, token);
}

/**
 * The Host header values this server answers to. Anything else may be a
 * DNS-rebinding attack: a foreign site whose name now resolves to 127.0.0.1.
 */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** True when the Host header names this server. */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host?.toLowerCase();
  return host !== undefined && allowedHosts(port).includes(host);
}

/**
 * True when a state-changing request comes from this server's own pages.
 * Browsers send Origin on cross-origin POSTs; when it is absent the request
 * came from a non-browser client, which the token already vouches for.
 */
export function originAllowed(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin.toLowerCase() === `http://${req.headers.host?.toLowerCase()}`;
}

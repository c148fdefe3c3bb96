import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Name of the cookie that carries the per-run token after the handshake. */
export const TOKEN_COOKIE = 'lh_token';

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

/** The value of one cookie in the request, if present. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The token a request presents, from the cookie or an `Authorization: Bearer` header. */
export function presentedTokens(req: IncomingMessage): string[] {
  const tokens: string[] = [];
  const cookie = readCookie(req, TOKEN_COOKIE);
  if (cookie !== undefined) tokens.push(cookie);
  const auth = req.headers.authorization;
  const bearer = auth?.match(/^Bearer\s+(\S+)\s*$/i);
  if (bearer?.[1]) tokens.push(bearer[1]);
  return tokens;
}

/** True when the request carries the right token in its cookie or Authorization header. */
export function isAuthorized(req: IncomingMessage, token: string): boolean {
  // Every presented token is compared, so the time taken does not depend on which one matched.
  return presentedTokens(req).reduce((found, given) => tokensEqual(given, token) || found, false);
}

/** The Set-Cookie value that hands the token to the browser after the handshake. */
export function tokenCookie(token: string): string {
  return `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
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

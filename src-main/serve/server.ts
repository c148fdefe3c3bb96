import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CampaignService } from '../store/campaign-service';
import { handleApiCall } from './api-routes';
import { hostAllowed, isAuthorized, newToken, originAllowed, tokenCookie, tokensEqual } from './auth';
import { createBrowserHost } from './browser-host';
import { ChangeStreams } from './change-events';
import { sendText, setSecurityHeaders } from './http-util';
import { serveStatic } from './static-files';

export interface ServeAppOptions {
  /** Real, absolute folder under which campaigns live (it must exist). */
  root: string;
  /** Real, absolute folder of the built renderer (index.html and its assets). */
  rendererDir: string;
  service: CampaignService;
  /** The per-run secret; a fresh random one when omitted. */
  token?: string;
  appVersion: string;
  /** Interval of the keep-alive comment on event streams (default 15 s). */
  heartbeatMs?: number;
}

export interface ServeApp {
  server: Server;
  token: string;
  /** Starts listening on 127.0.0.1 (port 0 picks a free one) and gives the URL to open, token included. */
  listen(port?: number): Promise<{ url: string; port: number }>;
  /** Ends event streams and open connections and stops listening. The service is left to its owner. */
  close(): Promise<void>;
}

const UNAUTHORIZED =
  'This page needs the address printed in the terminal where `npm run serve` is running. Open that address (it ends in ?token=...) in this browser.';
const WRONG_HOST = 'This server only answers to 127.0.0.1 and localhost. Open the address printed in the terminal.';
const FOREIGN_ORIGIN = 'Requests from other web sites are refused. Use the app from the address printed in the terminal.';

/**
 * Browser mode: serves the built renderer and the CampaignApi over HTTP on
 * 127.0.0.1. Every request must carry this run's token (in the cookie set by
 * the `/?token=` handshake, or as a Bearer header), name this server in its
 * Host header, and, for POSTs from a browser, come from this server's origin.
 */
export function createServeApp(options: ServeAppOptions): ServeApp {
  const token = options.token ?? newToken();
  const handlers = createBrowserHost({ root: options.root, service: options.service, appVersion: options.appVersion });
  const streams = new ChangeStreams((listener) => options.service.onChange(listener), options.heartbeatMs);
  let port = 0;

  const server = createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'The app\'s local server failed. Try again; if it keeps happening, restart `npm run serve`.');
      else res.destroy();
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setSecurityHeaders(res);
    if (!hostAllowed(req, port)) return sendText(res, 403, WRONG_HOST);
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (!rawPath.startsWith('/')) return sendText(res, 400, 'That address is malformed. Open the address printed in the terminal.');
    const offered = new URLSearchParams((req.url ?? '').slice(rawPath.length + 1)).get('token');
    if (rawPath === '/' && offered !== null && req.method === 'GET') {
      if (!tokensEqual(offered, token)) return sendText(res, 401, UNAUTHORIZED);
      // Trade the token in the address for a cookie, and drop it from the address bar.
      res.writeHead(303, { Location: '/', 'Set-Cookie': tokenCookie(token), 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    if (!isAuthorized(req, token)) return sendText(res, 401, UNAUTHORIZED);
    if (req.method !== 'GET' && req.method !== 'HEAD' && !originAllowed(req)) return sendText(res, 403, FOREIGN_ORIGIN);

    if (rawPath === '/api/events') {
      if (req.method !== 'GET') return sendText(res, 405, 'The event stream only answers GET.', { Allow: 'GET' });
      streams.open(req, res);
      return;
    }
    if (rawPath.startsWith('/api/')) return handleApiCall(req, res, rawPath.slice('/api/'.length), handlers);
    return serveStatic(req, res, options.rendererDir, rawPath);
  }

  function listen(requested = 0): Promise<{ url: string; port: number }> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once('error', onError);
      server.listen(requested, '127.0.0.1', () => {
        server.off('error', onError);
        port = (server.address() as AddressInfo).port;
        resolve({ url: `http://127.0.0.1:${port}/?token=${token}`, port });
      });
    });
  }

  function close(): Promise<void> {
    streams.close();
    return new Promise((resolve, reject) => {
      if (!server.listening) return resolve();
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  }

  return { server, token, listen, close };
}

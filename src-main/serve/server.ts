import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CampaignService } from '../store/campaign-service';
import { handleApiCall } from './api-routes';
import { hostAllowed, isAuthorized, newToken, originAllowed } from './auth';
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
  /**
   * Starts listening on 127.0.0.1 (port 0 picks a free one) and gives the URL
   * to open, the token in its fragment (`#token=...`): a browser never sends
   * the fragment to any server, and the page keeps the token for itself.
   */
  listen(port?: number): Promise<{ url: string; port: number }>;
  /** Ends event streams and open connections and stops listening. The service is left to its owner. */
  close(): Promise<void>;
}

const UNAUTHORIZED =
  'This request needs the address printed in the terminal where `npm run serve` is running. Open that address (it ends in #token=...) in this browser.';
const WRONG_HOST = 'This server only answers to 127.0.0.1 and localhost. Open the address printed in the terminal.';
const FOREIGN_ORIGIN =
  'Requests from other web sites are refused. Use the app from the address printed in the terminal.';

/**
 * Browser mode: serves the built renderer and the CampaignApi over HTTP on
 * 127.0.0.1. Every request must name this server in its Host header, and
 * every response carries the security headers. The renderer's files hold no
 * user data and are served without the token; every /api/ request and the
 * event stream must carry this run's token as `Authorization: Bearer`, and
 * POSTs from a browser must come from this server's origin. No cookie is
 * ever set or read: a cookie for 127.0.0.1 would reach every server on any
 * of its ports.
 */
export function createServeApp(options: ServeAppOptions): ServeApp {
  const token = options.token ?? newToken();
  const handlers = createBrowserHost({ root: options.root, service: options.service, appVersion: options.appVersion });
  const streams = new ChangeStreams((listener) => options.service.onChange(listener), options.heartbeatMs);
  let port = 0;

  const server = createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent)
        sendText(res, 500, "The app's local server failed. Try again; if it keeps happening, restart `npm run serve`.");
      else res.destroy();
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setSecurityHeaders(res);
    if (!hostAllowed(req, port)) return sendText(res, 403, WRONG_HOST);
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (!rawPath.startsWith('/'))
      return sendText(res, 400, 'That address is malformed. Open the address printed in the terminal.');
    const isApi = rawPath === '/api' || rawPath.startsWith('/api/');
    if (isApi && !isAuthorized(req, token)) return sendText(res, 401, UNAUTHORIZED, { 'WWW-Authenticate': 'Bearer' });
    if (req.method !== 'GET' && req.method !== 'HEAD' && !originAllowed(req)) return sendText(res, 403, FOREIGN_ORIGIN);

    if (rawPath === '/api/events') {
      if (req.method !== 'GET') return sendText(res, 405, 'The event stream only answers GET.', { Allow: 'GET' });
      streams.open(req, res);
      return;
    }
    if (isApi) return handleApiCall(req, res, rawPath.slice('/api/'.length), handlers);
    return serveStatic(req, res, options.rendererDir, rawPath);
  }

  function listen(requested = 0): Promise<{ url: string; port: number }> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once('error', onError);
      server.listen(requested, '127.0.0.1', () => {
        server.off('error', onError);
        port = (server.address() as AddressInfo).port;
        resolve({ url: `http://127.0.0.1:${port}/#token=${token}`, port });
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

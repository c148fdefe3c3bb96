import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CampaignChange } from '../../shared/api';
import { clientOf } from './api-routes';

/** How often an idle event stream gets a comment, so proxies and browsers keep it open. */
export const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events for changes to open campaigns. Each connected page gets
 * every CampaignChange as one `data:` line of JSON, except the changes it
 * made itself (its requests and its stream carry the same page id).
 */
export class ChangeStreams {
  /** Each open stream with the id of the page holding it, if it sent one. */
  private readonly clients = new Map<ServerResponse, string | undefined>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    subscribe: (listener: (change: CampaignChange, origin: string | undefined) => void) => () => void,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.unsubscribe = subscribe((change, origin) => this.broadcast(change, origin));
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Turns a GET request into an event stream that lasts until the page goes away. */
  open(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // Reconnect quickly after a restart; the first comment tells the browser the stream is live.
    res.write('retry: 2000\n: connected\n\n');
    this.clients.set(res, clientOf(req));
    const drop = () => this.clients.delete(res);
    req.on('close', drop);
    res.on('close', drop);
    res.on('error', drop);
  }

  /** Number of pages currently listening. */
  get size(): number {
    return this.clients.size;
  }

  /** Ends every stream and stops listening for changes. */
  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const res of this.clients.keys()) res.end();
    this.clients.clear();
  }

  private broadcast(change: CampaignChange, origin: string | undefined): void {
    this.write(`data: ${JSON.stringify(change)}\n\n`, origin);
  }

  /** Writes to every open stream but the one of the page `except` names. */
  private write(text: string, except?: string): void {
    for (const [res, client] of this.clients) {
      if (except !== undefined && client === except) continue;
      if (!res.writableEnded && !res.destroyed) res.write(text);
    }
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CampaignChange } from '../../shared/api';

/** How often an idle event stream gets a comment, so proxies and browsers keep it open. */
export const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events for outside changes to open campaigns. Each connected
 * page gets every CampaignChange as one `data:` line of JSON.
 */
export class ChangeStreams {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(subscribe: (listener: (change: CampaignChange) => void) => () => void, heartbeatMs = HEARTBEAT_MS) {
    this.unsubscribe = subscribe((change) => this.broadcast(change));
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
    this.clients.add(res);
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
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private broadcast(change: CampaignChange): void {
    this.write(`data: ${JSON.stringify(change)}\n\n`);
  }

  private write(text: string): void {
    for (const res of this.clients) {
      if (!res.writableEnded && !res.destroyed) res.write(text);
    }
  }
}

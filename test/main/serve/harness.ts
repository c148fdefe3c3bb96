import { mkdir, mkdtemp, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { createServeApp, type ServeApp } from '../../../src-main/serve/server';
import { createCampaignService } from '../../../src-main/store/service';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RequestOptions {
  method?: string;
  /** Sent as is, so paths like "/../x" reach the server unnormalised. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Leave out the `Authorization: Bearer` header that carries the token. */
  anonymous?: boolean;
}

export interface TestServer {
  app: ServeApp;
  service: CampaignService;
  /** Real path of the campaigns root. */
  root: string;
  /** Real path of the temporary folder holding root, renderer and outside. */
  base: string;
  rendererDir: string;
  port: number;
  /** The address the server prints, with the token in its fragment. */
  url: string;
  token: string;
  host: string;
  request(options: RequestOptions): Promise<Reply>;
  /** POST /api/<method> with the token; returns the parsed JSON body and status. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON off the wire, well-formed or not: each test reads the fields it expects
  call(method: string, arg?: unknown): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

export const INDEX_HTML =
  '<!doctype html><title>Ledger of Heroes</title><script type="module" src="./assets/app.js"></script>';
export const APP_JS = 'console.log("ledger");';
export const SECRET = 'secret outside the renderer folder';

/** Starts a real server on 127.0.0.1 with a temporary root and a tiny built renderer. */
export async function startTestServer(): Promise<TestServer> {
  const base = await realpath(await mkdtemp(path.join(tmpdir(), 'lh-serve-')));
  const root = path.join(base, 'root');
  const rendererDir = path.join(base, 'renderer');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await mkdir(root);
  await mkdir(path.join(base, 'outside'));
  await writeFile(path.join(rendererDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(rendererDir, 'assets', 'app.js'), APP_JS);
  await writeFile(path.join(base, 'secret.txt'), SECRET);
  // A short debounce keeps the change-event tests quick.
  const service = createCampaignService({ recentFile: path.join(root, '.recent.json'), watchDebounceMs: 20 });
  const app = createServeApp({ root, rendererDir, service, appVersion: '9.9.9' });
  const { port, url } = await app.listen(0);
  const host = `127.0.0.1:${port}`;

  const request = (options: RequestOptions): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { Host: host, ...options.headers };
      if (!options.anonymous) headers.Authorization ??= `Bearer ${app.token}`;
      const req = httpRequest(
        { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });

  const call = async (method: string, arg?: unknown) => {
    const reply = await request({
      method: 'POST',
      path: `/api/${method}`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(arg === undefined ? {} : { arg }),
    });
    return { status: reply.status, body: JSON.parse(reply.text) };
  };

  const stop = async () => {
    await app.close();
    await service.dispose();
    await rm(base, { recursive: true, force: true });
  };

  return { app, service, root, base, rendererDir, port, url, token: app.token, host, request, call, stop };
}

/** Every file under `folder` with its contents and modification time, to show nothing changed. */
export async function snapshot(folder: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        result[path.relative(folder, full) + '/'] = 'folder';
        await walk(full);
      } else result[path.relative(folder, full)] = `${(await stat(full)).mtimeMs}:${await readFile(full, 'utf8')}`;
    }
  };
  await walk(folder);
  return result;
}

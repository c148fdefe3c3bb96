import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './http-util';
import { contentTypeOf } from '../page-policy';

/** True when `child` is `parent` itself or lies somewhere beneath it. */
export function isWithin(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Maps a request path to a file inside `rendererDir`, or undefined when the
 * path is malformed or tries to leave the folder (`..`, encoded or not,
 * backslashes, NUL bytes, or a symlink pointing out).
 */
export async function resolveStaticFile(rendererDir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  const relative = segments.length === 0 ? 'index.html' : segments.join('/');
  const candidate = path.resolve(rendererDir, relative);
  if (!isWithin(rendererDir, candidate)) return undefined;
  try {
    const real = await realpath(candidate);
    if (!isWithin(rendererDir, real)) return undefined;
    if (!(await stat(real)).isFile()) return undefined;
    return real;
  } catch {
    return undefined;
  }
}

/**
 * Answers a GET or HEAD for a file of the built renderer, without asking for
 * the token: these files hold no user data. `rendererDir` must already be a
 * real (symlink-free) absolute path.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  rendererDir: string,
  urlPath: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Only GET and HEAD are allowed here.', { Allow: 'GET, HEAD' });
    return;
  }
  const file = await resolveStaticFile(rendererDir, urlPath);
  if (file === undefined) {
    sendText(res, 404, 'There is no such page. Go back to the start page of the app.');
    return;
  }
  const { size } = await stat(file);
  const isHtml = path.extname(file).toLowerCase() === '.html';
  res.writeHead(200, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': String(size),
    // The page names the asset files of the current build, so it is always fetched afresh.
    'Cache-Control': isHtml ? 'no-store' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

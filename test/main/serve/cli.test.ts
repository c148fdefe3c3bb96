import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../../src-main/serve/cli.ts', import.meta.url));

let base: string;
let child: ChildProcess | undefined;
beforeEach(async () => {
  base = await realpath(await mkdtemp(path.join(tmpdir(), 'lh-cli-')));
  await mkdir(path.join(base, 'renderer'));
  await writeFile(path.join(base, 'renderer', 'index.html'), '<!doctype html><title>Ledger of Heroes</title>');
});
afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(base, { recursive: true, force: true });
});

function run(args: string[]) {
  child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
  const line = new Promise<string>((resolve, reject) => {
    child!.stdout!.on('data', () => {
      const found = stdout.split('\n').find((l) => l.includes('running at '));
      if (found) resolve(found);
    });
    void exited.then(() => reject(new Error(`exited early: ${stderr}`)));
  });
  line.catch(() => undefined); // a test that expects an early exit never waits for the line
  return { line, exited, output: () => ({ stdout, stderr }) };
}

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm run serve', () => {
  it('prints the URL with its token in the fragment, serves the page without it and the API only with it, and stops cleanly on SIGTERM', async () => {
    const root = path.join(base, 'campaigns', 'nested');
    const { line, exited } = run(['--root', root, '--renderer', path.join(base, 'renderer')]);
    const printed = await line;
    const match = /running at (http:\/\/127\.0\.0\.1:(\d+)\/)#token=([A-Za-z0-9_-]{43}) \(campaigns in (.+)\)$/.exec(
      printed,
    );
    expect(match).not.toBeNull();
    const [, origin, , token, shownRoot] = match!;
    expect(shownRoot).toBe(root);
    expect((await stat(root)).isDirectory()).toBe(true);

    // What a browser sends for the printed address: everything before the fragment.
    const page = await send(origin!);
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    const api = new URL('/api/hostInfo', origin).href;
    expect((await send(api, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await send(api, { method: 'POST' })).status).toBe(401);

    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('says what to do when the renderer has not been built', async () => {
    const { exited, output } = run(['--root', path.join(base, 'campaigns'), '--renderer', path.join(base, 'missing')]);
    expect(await exited).toBe(1);
    expect(output().stderr).toMatch(/npm run build:renderer/);
  });
});

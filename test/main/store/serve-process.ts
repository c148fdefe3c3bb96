import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../../src-main/serve/cli.ts', import.meta.url));

/** A browser-mode server (`npm run serve`) running as a process of its own, answering over HTTP. */
export interface ServeProcess {
  port: number;
  /** Calls one CampaignApi method over HTTP, as the page does; resolves to the ApiResult. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON off the wire: each test reads the fields it expects
  call(method: string, arg?: unknown): Promise<any>;
  stop(): Promise<void>;
}

/** Starts `src-main/serve/cli.ts` on a free port with the given campaigns root and built renderer folder. */
export async function startServeProcess(root: string, rendererDir: string): Promise<ServeProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, '--root', root, '--renderer', rendererDir, '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`browser mode did not start within 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with code ${code}:\n${output}`));
    });
  });
  const address = new URL(url);
  // The token is in the address the server prints (in its fragment or, formerly, its query).
  const token = /[?#&]token=([^&#\s]+)/.exec(url)?.[1];
  if (!token) throw new Error(`No token in ${url}`);
  const port = Number(address.port);
  return {
    port,
    async call(method, arg) {
      const response = await fetch(`http://127.0.0.1:${port}/api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(arg === undefined ? {} : { arg }),
      });
      if (response.status >= 500) throw new Error(`${method} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

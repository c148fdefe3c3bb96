import { readFileSync } from 'node:fs';
import { access, mkdir, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCampaignService } from '../store/service';
import { defaultCampaignRoot } from './data-dir';
import { parseServeArgs, USAGE, type ServeOptions } from './options';
import { createServeApp } from './server';

// This file runs under tsx straight from the repository: src-main/serve/cli.ts.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Resolves to the exit code, or to undefined while the server keeps running. */
async function main(): Promise<number | undefined> {
  const parsed = parseServeArgs(process.argv.slice(2), {
    root: defaultCampaignRoot({ platform: process.platform, env: process.env, home: homedir() }),
    rendererDir: path.join(repoRoot, 'dist-renderer'),
    cwd: process.cwd(),
  });
  if (parsed.kind === 'help') {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(parsed.message + '\n');
    return 2;
  }
  return serve(parsed.options);
}

async function serve(options: ServeOptions): Promise<number | undefined> {
  try {
    await access(path.join(options.rendererDir, 'index.html'));
  } catch {
    process.stderr.write(
      `The app's pages are not built: ${path.join(options.rendererDir, 'index.html')} is missing. Run \`npm run build:renderer\` (or \`npm run serve\`, which builds them) and try again.\n`,
    );
    return 1;
  }
  let root: string;
  try {
    await mkdir(options.root, { recursive: true });
    root = await realpath(options.root);
  } catch (error) {
    process.stderr.write(
      `The campaigns folder ${options.root} cannot be created (${(error as Error).message}). Choose another one with --root DIR.\n`,
    );
    return 1;
  }
  const rendererDir = await realpath(options.rendererDir);
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const service = createCampaignService({ recentFile: path.join(root, '.recent.json') });
  const app = createServeApp({ root, rendererDir, service, appVersion: version });

  let url: string;
  try {
    ({ url } = await app.listen(options.port));
  } catch (error) {
    await service.dispose();
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    process.stderr.write(
      inUse
        ? `Port ${options.port} is already in use. Choose another with --port N, or leave it out to use any free port.\n`
        : `The server could not start (${(error as Error).message}).\n`,
    );
    return 1;
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await service.dispose();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  // End-to-end tests read this line to find the server; keep "running at <url>" as it is.
  await new Promise<void>((resolve) =>
    process.stdout.write(`Ledger of Heroes is running at ${url} (campaigns in ${root})\n`, () => resolve()),
  );
  return undefined;
}

main().then(
  (code) => {
    if (code !== undefined) process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `Ledger of Heroes could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);

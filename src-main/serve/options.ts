import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultCampaignRoot } from './data-dir';

export const USAGE = `Usage: npm run serve -- [options]

Serves Ledger of Heroes to your browser at http://127.0.0.1.

Options:
  --root DIR       folder holding the campaigns (default: ${defaultCampaignRoot({ platform: process.platform, env: process.env, home: homedir() })})
  --port N         port to listen on (default: any free port)
  --renderer DIR   folder of the built renderer (default: dist-renderer in the app's folder)
  --help           show this help`;

export interface ServeOptions {
  root: string;
  rendererDir: string;
  port: number;
}

export type ParsedServeArgs =
  { kind: 'help' } | { kind: 'run'; options: ServeOptions } | { kind: 'error'; message: string };

/**
 * Reads the command line of `npm run serve`. Relative folders are taken
 * from the current directory; the defaults come from `defaults`.
 */
export function parseServeArgs(
  argv: string[],
  defaults: { root: string; rendererDir: string; cwd: string },
): ParsedServeArgs {
  let values: { root?: string; port?: string; renderer?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        root: { type: 'string' },
        port: { type: 'string' },
        renderer: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return {
      kind: 'error',
      message: `${error instanceof Error ? error.message : String(error)}. Run with --help to see the options.`,
    };
  }
  if (values.help) return { kind: 'help' };
  let port = 0;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65535) {
      return { kind: 'error', message: `--port must be a whole number from 0 to 65535, not "${values.port}".` };
    }
  }
  return {
    kind: 'run',
    options: {
      root: path.resolve(defaults.cwd, values.root ?? defaults.root),
      rendererDir: path.resolve(defaults.cwd, values.renderer ?? defaults.rendererDir),
      port,
    },
  };
}

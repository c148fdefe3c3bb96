import path from 'node:path';

/** The parts of the environment that decide where user data lives. */
export interface DataDirEnvironment {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  home: string;
}

/**
 * The folder where browser mode keeps campaigns when no `--root` is given:
 * the platform's per-user data folder + "Ledger of Heroes/campaigns".
 * Follows the XDG base directory spec on Linux and the usual places on
 * macOS and Windows.
 */
export function defaultCampaignRoot({ platform, env, home }: DataDirEnvironment): string {
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  return join(userDataDir({ platform, env, home }), 'Ledger of Heroes', 'campaigns');
}

function userDataDir({ platform, env, home }: DataDirEnvironment): string {
  if (platform === 'win32') return env.APPDATA || path.win32.join(home, 'AppData', 'Roaming');
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support');
  // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  const xdg = env.XDG_DATA_HOME;
  return xdg && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(home, '.local', 'share');
}

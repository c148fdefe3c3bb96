// Run by `npm start` before the build: makes sure Electron's app (the program the desktop app runs in) is on
// this machine. Electron's package downloads it the first time it is needed, so where the download is not
// allowed (no network, a proxy, a firewall) `electron .` would stop, after the build, with Electron's own
// "Electron failed to install correctly" advice. Here the download is tried first, and when it cannot be
// made, one sentence says what to do instead, and the command ends with exit code 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The oldest Node the desktop app's tools take (package.json "engines"; Electron's installer itself asks for
 * 22.12, and the linter and jsdom for 22.13 on that line), as README tells a newcomer to install.
 */
const TOOLS_NODE = [22, 13];

/** Electron's package folder, found as `electron .` finds it; undefined when it is not installed. */
function electronFolder() {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
}

/** True when the app Electron's package points at is there, and of the package's own version. */
function appInstalled(folder) {
  try {
    const version = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
    const executable = readFileSync(path.join(folder, 'path.txt'), 'utf8');
    const installed = readFileSync(path.join(folder, 'dist', 'version'), 'utf8')
      .trim()
      .replace(/^v/, '');
    return installed === version && existsSync(path.join(folder, 'dist', executable));
  } catch {
    return false;
  }
}

/** The first line of what Electron's installer printed when it failed, without the name of the error. */
function reasonOf(stderr, status) {
  const line = stderr
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '');
  if (line) return line.replace(/^[A-Za-z]*Error:\s*/, '');
  return status === 0
    ? 'its installer finished, but left no app in node_modules/electron/dist'
    : `its installer stopped with exit code ${status ?? 'unknown'}`;
}

function olderThanToolsNeed() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major < TOOLS_NODE[0] || (major === TOOLS_NODE[0] && minor < TOOLS_NODE[1]);
}

function refuse(sentence) {
  console.error(sentence);
  process.exit(1);
}

const folder = electronFolder();
if (!folder) {
  refuse(
    'Electron is not installed (node_modules/electron is missing); run `npm install` first, or `npm run serve` to use the app in your browser.',
  );
}
// A build of Electron of one's own, which `electron .` runs instead of the downloaded one.
if (!process.env.ELECTRON_OVERRIDE_DIST_PATH && !appInstalled(folder)) {
  console.log('Downloading Electron, once (about 100 MB)…');
  const installer = spawnSync(process.execPath, [path.join(folder, 'install.js')], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (installer.status !== 0 || !appInstalled(folder)) {
    const reason = reasonOf(installer.stderr ?? '', installer.status);
    const node = olderThanToolsNeed()
      ? `; the desktop app's tools need Node ${TOOLS_NODE.join('.')} or newer, and this is Node ${process.versions.node}`
      : '';
    refuse(
      `Electron's app could not be downloaded (${reason}${node}); run \`npm run serve\` to use the app in your browser, or allow the download from github.com (or set ELECTRON_MIRROR to a mirror) and run \`npm start\` again.`,
    );
  }
}

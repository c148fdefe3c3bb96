import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * `npm start` where Electron's app cannot be downloaded. Each test runs the project's own start command and
 * check script in a project of their own in a temporary folder, beside a stand-in for Electron's package whose
 * installer fails, succeeds or is never needed.
 */
const root = path.join(import.meta.dirname, '../..');
const projectStart = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts.start!;

/** What Electron's installer prints where it cannot reach the download site. */
const NO_NETWORK = `process.stderr.write('TypeError: fetch failed\\n    at node:internal/deps/undici/undici:14976:13\\n'); process.exit(1);`;
/** Electron's installer where the download is allowed: the app lands in dist/ and path.txt names it. */
const DOWNLOADS = `
const fs = require('node:fs'), path = require('node:path');
fs.mkdirSync(path.join(__dirname, 'dist'), { recursive: true });
fs.writeFileSync(path.join(__dirname, 'dist', 'electron'), '');
fs.writeFileSync(path.join(__dirname, 'dist', 'version'), 'v45.4.1');
fs.writeFileSync(path.join(__dirname, 'path.txt'), 'electron');
fs.writeFileSync(path.join(__dirname, 'installer-ran'), '');
`;

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ledger-start-'));
  mkdirSync(path.join(folder, 'scripts'));
  copyFileSync(path.join(root, 'scripts/check-electron.mjs'), path.join(folder, 'scripts/check-electron.mjs'));
  // The build says it ran, and the desktop app is a script that says it opened.
  const scripts = { start: projectStart, build: 'node -e "console.log(\'the build ran\')"' };
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: 'start-check', private: true, type: 'module', scripts }),
  );
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in for node_modules/electron, at Electron's version, with the given installer. */
function electronPackage(installer: string) {
  const electron = path.join(folder, 'node_modules/electron');
  mkdirSync(electron, { recursive: true });
  writeFileSync(
    path.join(electron, 'package.json'),
    JSON.stringify({ name: 'electron', version: '45.4.1', main: 'index.js' }),
  );
  writeFileSync(path.join(electron, 'install.js'), installer);
  // `electron .` itself: says it opened.
  mkdirSync(path.join(folder, 'node_modules/.bin'), { recursive: true });
  writeFileSync(path.join(folder, 'node_modules/.bin/electron'), '#!/bin/sh\necho "the desktop app opened"\n', {
    mode: 0o755,
  });
  return electron;
}

function run(command: 'npm start' | 'check') {
  const [file, args] =
    command === 'npm start' ? ['npm', ['start']] : [process.execPath, ['scripts/check-electron.mjs']];
  const result = spawnSync(file, args, {
    cwd: folder,
    encoding: 'utf8',
    env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
const nodeTooOld = major < 22 || (major === 22 && minor < 13);

describe('npm start, where Electron’s app cannot be downloaded', () => {
  it('says in one sentence to use browser mode or allow the download, before the build, and fails', () => {
    electronPackage(NO_NETWORK);
    const started = run('npm start');
    expect(started.status).not.toBe(0);
    expect(started.stderr).toContain(
      `Electron's app could not be downloaded (fetch failed${nodeTooOld ? `; the desktop app's tools need Node 22.13 or newer, and this is Node ${process.versions.node}` : ''}); run \`npm run serve\` to use the app in your browser, or allow the download from github.com (or set ELECTRON_MIRROR to a mirror) and run \`npm start\` again.`,
    );
    expect(started.stderr).not.toContain('Electron failed to install correctly');
    expect(started.stdout).not.toContain('the build ran');
    expect(started.stdout).not.toContain('the desktop app opened');
  });

  it('says to install the project when Electron’s package is missing', () => {
    const checked = run('check');
    expect(checked.status).toBe(1);
    expect(checked.stderr.trim()).toBe(
      'Electron is not installed (node_modules/electron is missing); run `npm install` first, or `npm run serve` to use the app in your browser.',
    );
  });
});

describe('npm start, where Electron’s app can be had', () => {
  it('downloads the app the first time, then builds and opens the desktop app', () => {
    const electron = electronPackage(DOWNLOADS);
    const started = run('npm start');
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
    expect(started.stdout).toContain('Downloading Electron, once (about 100 MB)…');
    expect(started.stdout).toMatch(/the build ran[^]*the desktop app opened/);
    expect(existsSync(path.join(electron, 'installer-ran'))).toBe(true);
  });

  it('goes straight to the build when the app is already there', () => {
    const electron = electronPackage(NO_NETWORK);
    mkdirSync(path.join(electron, 'dist'));
    writeFileSync(path.join(electron, 'dist', 'electron'), '');
    writeFileSync(path.join(electron, 'dist', 'version'), 'v45.4.1');
    writeFileSync(path.join(electron, 'path.txt'), 'electron');
    const started = run('npm start');
    expect(started.status).toBe(0);
    expect(started.stdout).not.toContain('Downloading');
    expect(started.stdout).toMatch(/the build ran[^]*the desktop app opened/);
  });

  it('downloads again when the app there is of another version than Electron’s package', () => {
    const electron = electronPackage(NO_NETWORK);
    mkdirSync(path.join(electron, 'dist'));
    writeFileSync(path.join(electron, 'dist', 'electron'), '');
    writeFileSync(path.join(electron, 'dist', 'version'), 'v44.0.0');
    writeFileSync(path.join(electron, 'path.txt'), 'electron');
    const checked = run('check');
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain("Electron's app could not be downloaded (fetch failed");
  });
});

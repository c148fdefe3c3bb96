import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Configuration } from 'electron-builder';

/** The installers' configuration as electron-builder reads it. */
const config = load(readFileSync(path.resolve(__dirname, '../../../electron-builder.yml'), 'utf8')) as Configuration;

describe('the packaged app’s Electron fuses', () => {
  it('refuse to run as plain Node.js, to take NODE_OPTIONS or --inspect, and to load code outside the checked app.asar', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('pack the app into an asar archive, which the integrity and only-from-asar fuses need', () => {
    expect(config.asar).toBe(true);
  });

  it('name only options electron-builder knows', () => {
    // A misspelt fuse would be ignored silently; every key must be one of electron-builder's FuseOptionsV1.
    const known = [
      'runAsNode',
      'enableCookieEncryption',
      'enableNodeOptionsEnvironmentVariable',
      'enableNodeCliInspectArguments',
      'enableEmbeddedAsarIntegrityValidation',
      'onlyLoadAppFromAsar',
      'loadBrowserProcessSpecificV8Snapshot',
      'grantFileProtocolExtraPrivileges',
      'resetAdHocDarwinSignature',
    ];
    const declared = readFileSync(require.resolve('app-builder-lib/out/configuration.d.ts'), 'utf8');
    for (const key of known) expect(declared).toMatch(new RegExp(`\\b${key}\\?: boolean`));
    for (const key of Object.keys(config.electronFuses ?? {})) expect(known).toContain(key);
  });
});

import { defaultCampaignRoot } from '../../../src-main/serve/data-dir';
import { parseServeArgs } from '../../../src-main/serve/options';

describe('defaultCampaignRoot', () => {
  it('follows XDG_DATA_HOME on Linux, falling back to ~/.local/share', () => {
    expect(defaultCampaignRoot({ platform: 'linux', env: { XDG_DATA_HOME: '/data' }, home: '/home/ann' })).toBe(
      '/data/Ledger of Heroes/campaigns',
    );
    expect(defaultCampaignRoot({ platform: 'linux', env: {}, home: '/home/ann' })).toBe(
      '/home/ann/.local/share/Ledger of Heroes/campaigns',
    );
    // A relative XDG_DATA_HOME is invalid by the spec and ignored.
    expect(defaultCampaignRoot({ platform: 'linux', env: { XDG_DATA_HOME: 'data' }, home: '/home/ann' })).toBe(
      '/home/ann/.local/share/Ledger of Heroes/campaigns',
    );
  });

  it('uses Application Support on macOS and APPDATA on Windows', () => {
    expect(defaultCampaignRoot({ platform: 'darwin', env: {}, home: '/Users/ann' })).toBe(
      '/Users/ann/Library/Application Support/Ledger of Heroes/campaigns',
    );
    expect(
      defaultCampaignRoot({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' },
        home: 'C:\\Users\\ann',
      }),
    ).toBe('C:\\Users\\ann\\AppData\\Roaming\\Ledger of Heroes\\campaigns');
  });
});

describe('parseServeArgs', () => {
  const defaults = { root: '/data/campaigns', rendererDir: '/app/dist-renderer', cwd: '/work' };

  it('uses the defaults and any free port when given nothing', () => {
    expect(parseServeArgs([], defaults)).toEqual({
      kind: 'run',
      options: { root: '/data/campaigns', rendererDir: '/app/dist-renderer', port: 0 },
    });
  });

  it('reads --root, --port and --renderer, relative to the current folder', () => {
    expect(parseServeArgs(['--root', 'camps', '--port', '8080', '--renderer=/r'], defaults)).toEqual({
      kind: 'run',
      options: { root: '/work/camps', rendererDir: '/r', port: 8080 },
    });
  });

  it('asks for help, and refuses bad ports and unknown options with a sentence', () => {
    expect(parseServeArgs(['--help'], defaults)).toEqual({ kind: 'help' });
    for (const argv of [['--port', 'abc'], ['--port', '70000'], ['--port', '-1'], ['--colour']]) {
      const parsed = parseServeArgs(argv, defaults);
      expect(parsed.kind).toBe('error');
    }
    expect(parseServeArgs(['--port', '1.5'], defaults)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/whole number/),
    });
  });
});

import path from 'node:path';
import { safeFolderName } from '../../../src-main/ipc/folder-name';
import { userPaths } from '../../../src-main/paths';

describe('userPaths', () => {
  it('keeps the recent list in the user data folder and suggests a campaigns folder in Documents', () => {
    const paths = userPaths({ userData: '/home/aria/.config/Ledger of Heroes', documents: '/home/aria/Documents' }, 'Ledger of Heroes');
    expect(paths.recentFile).toBe(path.join('/home/aria/.config/Ledger of Heroes', 'recent-campaigns.json'));
    expect(paths.defaultCampaignsFolder).toBe(path.join('/home/aria/Documents', 'Ledger of Heroes Campaigns'));
  });
});

describe('safeFolderName', () => {
  it.each([
    ['The Border Watch', 'The Border Watch'],
    ['Heimr: The Iron Ring?', 'Heimr The Iron Ring'],
    ['Järnringen – Del 2', 'Järnringen – Del 2'],
    ['../../etc', 'etc'],
    ['a/b\\c', 'a b c'],
    ['..', 'Campaign'],
    ['  ...  ', 'Campaign'],
    ['trailing dots...', 'trailing dots'],
    ['nul', 'nul_'],
    ['COM1.backup', 'COM1.backup_'],
    ['tab\there', 'tab here'],
  ])('%j becomes %j', (name, expected) => expect(safeFolderName(name)).toBe(expected));

  it('keeps long names within 100 characters', () => {
    expect(safeFolderName('x'.repeat(150))).toHaveLength(100);
  });

  it('never yields a name that leaves the parent folder', () => {
    for (const name of ['..', '../x', '..\\x', '/abs', 'C:\\x', '.hidden']) {
      const folder = safeFolderName(name);
      expect(path.resolve('/parent', folder).startsWith(`${path.resolve('/parent')}${path.sep}`)).toBe(true);
      expect(folder).not.toMatch(/[\\/:]|^\./);
    }
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeFolderName } from '../../../src-main/store/folder-name';

describe('safeFolderName', () => {
  it.each([
    ['The Border Watch', 'The Border Watch'],
    ['Heimr: The Iron Ring?', 'Heimr The Iron Ring'],
    ['Järnringen – Del 2', 'Järnringen – Del 2'],
    ['../../etc', 'etc'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a b c d e f g h i j'],
    ['Tower..of..Doom', 'Tower.of.Doom'],
    ['..', 'Campaign'],
    ['  ...  ', 'Campaign'],
    ['.hidden', 'hidden'],
    ['trailing dots...', 'trailing dots'],
    ['nul', 'nul_'],
    // Windows takes "COM1.backup_" for the device COM1 too: the underscore goes after the device's name.
    ['COM1.backup', 'COM1_.backup'],
    ['tab\there', 'tab here'],
  ])('%j becomes %j', (name, expected) => expect(safeFolderName(name)).toBe(expected));

  it('keeps long names within 100 characters', () => {
    expect(safeFolderName('x'.repeat(150))).toHaveLength(100);
  });

  it('uses the fallback when nothing is left', () => {
    expect(safeFolderName('???', 'Character Sheet')).toBe('Character Sheet');
  });

  it('never yields a name that leaves the parent folder or hides itself', () => {
    for (const name of ['..', '../x', '..\\x', '/abs', 'C:\\x', '.hidden', 'a/../../b']) {
      const folder = safeFolderName(name);
      expect(path.resolve('/parent', folder).startsWith(`${path.resolve('/parent')}${path.sep}`)).toBe(true);
      expect(folder).not.toMatch(/[\\/:]|^\.|\.\./);
    }
  });
});

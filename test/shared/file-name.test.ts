import { pdfFileName, safeFileName } from '../../shared/file-name';

describe('pdfFileName', () => {
  it('names a sheet after the character, then the campaign', () => {
    expect(pdfFileName(['Mira Thorne', 'Friday Night'])).toBe('Mira Thorne – Friday Night.pdf');
  });

  it('names a campaign print after the campaign alone', () => {
    expect(pdfFileName([undefined, 'Friday Night'])).toBe('Friday Night.pdf');
  });

  it.each([
    [['Aria / Level 3: "the Bold"', 'Wolves?'], 'Aria Level 3 the Bold – Wolves.pdf'],
    [['..', 'Wolves'], 'Wolves.pdf'],
    [['..', '..'], 'Character Sheet.pdf'],
    [['CON'], 'CON_.pdf'],
    [['nul.txt'], 'nul_.txt.pdf'],
    [['.hidden'], 'hidden.pdf'],
    [['Sheet.pdf'], 'Sheet.pdf'],
    [['  ', undefined], 'Character Sheet.pdf'],
    [[], 'Character Sheet.pdf'],
  ])('%j becomes %j, a name every system accepts', (titles, expected) => expect(pdfFileName(titles)).toBe(expected));

  it('keeps a long pair of names within 100 characters before the extension', () => {
    const name = pdfFileName(['x'.repeat(80), 'y'.repeat(80)]);
    expect(name).toMatch(/^x{80} – y{17}\.pdf$/);
  });
});

describe('safeFileName', () => {
  it('never yields a name that leaves its folder, hides itself or names a device', () => {
    for (const title of ['..', '../x', '..\\x', '/abs', 'C:\\x', '.hidden', 'a/../../b', 'nul', 'LPT1.txt']) {
      const name = safeFileName(title, 'fallback');
      expect(name).not.toMatch(/[\\/:]|^\.|\.\.|^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i);
    }
  });
});

import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PrintToPDFOptions, SaveDialogOptions } from 'electron';
import { pdfFileName, printToPdf, type PrintableContents, type SaveDialog } from '../../../src-main/print';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7 a character sheet');

function fakeContents(options: { printResult?: [boolean, string]; pdfFailure?: Error } = {}) {
  const pdfRequests: PrintToPDFOptions[] = [];
  let systemPrints = 0;
  const contents = {
    pdfRequests,
    systemPrints: () => systemPrints,
    async printToPDF(request: PrintToPDFOptions) {
      pdfRequests.push(request);
      if (options.pdfFailure) throw options.pdfFailure;
      return Buffer.from(PDF_BYTES);
    },
    print(_options: unknown, callback?: (success: boolean, failureReason: string) => void) {
      systemPrints += 1;
      const [success, reason] = options.printResult ?? [true, ''];
      callback?.(success, reason);
    },
  };
  return contents as typeof contents & PrintableContents;
}

function fakeDialog(answer: string | undefined) {
  const asked: SaveDialogOptions[] = [];
  const dialog: SaveDialog & { asked: SaveDialogOptions[] } = {
    asked,
    async showSaveDialog(options) {
      asked.push(options);
      return answer === undefined ? { canceled: true } : { canceled: false, filePath: answer };
    },
  };
  return dialog;
}

describe('printToPdf', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'print-'));
  });
  afterEach(async () => {
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('asks where to save, suggesting the sheet’s name, and writes the PDF there', async () => {
    const contents = fakeContents();
    const target = path.join(folder, 'Aria.pdf');
    const dialog = fakeDialog(target);
    const result = await printToPdf(
      contents,
      dialog,
      { target: 'pdf', suggestedName: 'Aria' },
      { defaultFolder: folder },
    );
    expect(result).toEqual({ ok: true, value: { savedTo: target } });
    expect(dialog.asked[0]!.defaultPath).toBe(path.join(folder, 'Aria.pdf'));
    expect(dialog.asked[0]!.filters).toEqual([{ name: 'PDF document', extensions: ['pdf'] }]);
    expect(new Uint8Array(await fs.readFile(target))).toEqual(PDF_BYTES);
    expect(await fs.readdir(folder)).toEqual(['Aria.pdf']);
  });

  it('prints with backgrounds, the page size asked for and the page’s own CSS size', async () => {
    const contents = fakeContents();
    await printToPdf(contents, fakeDialog(path.join(folder, 'a.pdf')), { target: 'pdf', pageSize: 'Letter' });
    expect(contents.pdfRequests).toEqual([{ pageSize: 'Letter', printBackground: true, preferCSSPageSize: true }]);
  });

  it('adds .pdf when the chosen name has no extension', async () => {
    const result = await printToPdf(fakeContents(), fakeDialog(path.join(folder, 'Aria')), { target: 'pdf' });
    expect(result).toEqual({ ok: true, value: { savedTo: path.join(folder, 'Aria.pdf') } });
    expect(await fs.readdir(folder)).toEqual(['Aria.pdf']);
  });

  it('offers the name the page suggests, the character’s then the campaign’s, and says what it saves', async () => {
    const dialog = fakeDialog(undefined);
    await printToPdf(
      fakeContents(),
      dialog,
      { target: 'pdf', suggestedName: 'Mira Thorne – Friday Night.pdf' },
      { defaultFolder: folder },
    );
    expect(dialog.asked[0]!.defaultPath).toBe(path.join(folder, 'Mira Thorne – Friday Night.pdf'));
    expect(dialog.asked[0]!.title).toBe('Save as PDF');
  });

  it('adds .pdf to a chosen name whose dot is part of the name', async () => {
    const result = await printToPdf(fakeContents(), fakeDialog(path.join(folder, 'Mira Thorne – Vol. 2')), {
      target: 'pdf',
    });
    expect(result).toEqual({ ok: true, value: { savedTo: path.join(folder, 'Mira Thorne – Vol. 2.pdf') } });
  });

  it('replaces an existing file completely', async () => {
    const target = path.join(folder, 'Aria.pdf');
    await fs.writeFile(target, 'an older and much longer sheet '.repeat(100));
    await printToPdf(fakeContents(), fakeDialog(target), { target: 'pdf' });
    expect(new Uint8Array(await fs.readFile(target))).toEqual(PDF_BYTES);
  });

  it('reports a cancelled dialog and renders nothing', async () => {
    const contents = fakeContents();
    const result = await printToPdf(contents, fakeDialog(undefined), { target: 'pdf', suggestedName: 'Aria' });
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(contents.pdfRequests).toEqual([]);
  });

  it('explains a PDF that could not be written and leaves no file', async () => {
    const target = path.join(folder, 'missing-folder', 'Aria.pdf');
    const result = await printToPdf(fakeContents(), fakeDialog(target), { target: 'pdf' });
    expect(result).toMatchObject({ ok: false, error: { code: 'io' } });
    if (!result.ok) expect(result.error.message).toMatch(/could not be saved to .*Aria\.pdf.*try again/i);
    expect(await fs.readdir(folder)).toEqual([]);
  });

  it('explains a page that could not be rendered', async () => {
    const contents = fakeContents({ pdfFailure: new Error('render process gone') });
    const result = await printToPdf(contents, fakeDialog(path.join(folder, 'a.pdf')), { target: 'pdf' });
    expect(result).toMatchObject({ ok: false, error: { code: 'io' } });
    expect(await fs.readdir(folder)).toEqual([]);
  });

  describe('to the system print dialog', () => {
    it('prints without asking for a file', async () => {
      const contents = fakeContents();
      const dialog = fakeDialog(undefined);
      expect(await printToPdf(contents, dialog, { target: 'system' })).toEqual({ ok: true, value: {} });
      expect(contents.systemPrints()).toBe(1);
      expect(dialog.asked).toEqual([]);
    });
    it('reports cancelling the print dialog as cancelled', async () => {
      const result = await printToPdf(fakeContents({ printResult: [false, 'cancelled'] }), fakeDialog(undefined), {
        target: 'system',
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    });
    it('reports a failed print job with its reason', async () => {
      const result = await printToPdf(
        fakeContents({ printResult: [false, 'Print job failed'] }),
        fakeDialog(undefined),
        { target: 'system' },
      );
      expect(result).toMatchObject({ ok: false, error: { code: 'io' } });
      if (!result.ok) expect(result.error.message).toContain('Print job failed');
    });
  });
});

describe('pdfFileName', () => {
  it.each([
    ['Aria', 'Aria.pdf'],
    ['Aria.pdf', 'Aria.pdf'],
    ['Aria / Level 3: "the Bold"', 'Aria Level 3 the Bold.pdf'],
    [undefined, 'Character Sheet.pdf'],
    ['   ', 'Character Sheet.pdf'],
    ['CON', 'CON_.pdf'],
    ['Mira Thorne – Friday Night.pdf', 'Mira Thorne – Friday Night.pdf'],
  ])('%s becomes %s', (suggested, expected) => expect(pdfFileName(suggested)).toBe(expected));
});

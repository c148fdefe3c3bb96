import { extname, join } from 'node:path';
import type { SaveDialogOptions, WebContents } from 'electron';
import { err, ok, type ApiResult, type PrintInput } from '../shared/api';
import { pdfFileName as namePdf } from '../shared/file-name';
import { atomicWrite } from './store/atomic-write';

/** The parts of WebContents printing uses; a real WebContents fits. */
export type PrintableContents = Pick<WebContents, 'printToPDF' | 'print'>;

/** A save dialog bound to the app's window, e.g. `(o) => dialog.showSaveDialog(win, o)`. */
export interface SaveDialog {
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
}

export interface PrintOptions {
  /** Folder the save dialog starts in. */
  defaultFolder?: string;
  /** Writes the PDF; atomic by default so a crash never leaves half a file. */
  writeFile?: (target: string, data: Uint8Array) => Promise<void>;
}

/**
 * Prints the page the window shows (the renderer switches to the sheet's
 * print layout before asking). Target 'pdf' asks where to save and writes a
 * PDF there; target 'system' opens the operating system's print dialog.
 */
export async function printToPdf(
  contents: PrintableContents,
  dialog: SaveDialog,
  input: PrintInput,
  options: PrintOptions = {},
): Promise<ApiResult<{ savedTo?: string }>> {
  if (input.target === 'system') return printWithSystemDialog(contents);

  const name = pdfFileName(input.suggestedName);
  const choice = await dialog.showSaveDialog({
    title: 'Save as PDF',
    defaultPath: options.defaultFolder ? join(options.defaultFolder, name) : name,
    filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (choice.canceled || !choice.filePath) return err('cancelled', 'No file was chosen, so the PDF was not saved.');
  // Some Linux save dialogs do not add the extension the filter names; a name with a dot of its own
  // ("Mira Thorne – Vol. 2") has no extension either, so anything not ending in .pdf gets one.
  const target = extname(choice.filePath).toLowerCase() === '.pdf' ? choice.filePath : `${choice.filePath}.pdf`;

  let pdf: Uint8Array;
  try {
    pdf = await contents.printToPDF({
      pageSize: input.pageSize ?? 'A4',
      printBackground: true,
      preferCSSPageSize: true,
    });
  } catch (cause) {
    return err(
      'io',
      `The sheet could not be turned into a PDF (${messageOf(cause)}). Try again, or print with the system dialog instead.`,
    );
  }
  try {
    await (options.writeFile ?? atomicWrite)(target, pdf);
  } catch (cause) {
    return err(
      'io',
      `The PDF could not be saved to ${target} (${messageOf(cause)}). Choose another folder or free some disk space, then try again.`,
    );
  }
  return ok({ savedTo: target });
}

/**
 * A file name for the PDF: the name the renderer suggests (the character's, then the campaign's), made
 * safe for every system again (it comes from the page), ending in .pdf.
 */
export function pdfFileName(suggestedName: string | undefined): string {
  return namePdf([suggestedName]);
}

function printWithSystemDialog(contents: PrintableContents): Promise<ApiResult<{ savedTo?: string }>> {
  return new Promise((resolve) => {
    contents.print({}, (success, failureReason) => {
      if (success) resolve(ok({}));
      else if (failureReason === 'cancelled') resolve(err('cancelled', 'Printing was cancelled; nothing was printed.'));
      else
        resolve(
          err(
            'io',
            `The sheet could not be printed (${failureReason}). Check the printer and try again, or save a PDF instead.`,
          ),
        );
    });
  });
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

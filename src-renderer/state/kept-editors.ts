import { stableStringify } from '../../shared/model';
import type { AnyCharacterEditorStore as AnyEditor } from './character-editor';

/** How opening a character's editor went. */
export type EditorLoad =
  { state: 'loading' } | { state: 'ready'; editor: AnyEditor } | { state: 'failed'; message: string };

/**
 * The editors of an open campaign's characters, one per character, kept from the first time its page
 * shows until the campaign closes or the character is gone: leaving the page and coming back keeps its
 * undo history. An editor folds the ledger with the campaign settings it was made with, so each
 * remembers them and the campaign can tell when they changed.
 */
export class KeptEditors {
  private readonly editors = new Map<string, { editor: AnyEditor; settings: string }>();

  /** The editor kept for a character, if any. */
  get(id: string): AnyEditor | undefined {
    return this.editors.get(id)?.editor;
  }

  /** True when the character's kept editor was made with campaign settings other than these. */
  madeWithOtherSettings(id: string, settings: unknown): boolean {
    const kept = this.editors.get(id);
    return kept !== undefined && kept.settings !== stableStringify(settings);
  }

  keep(id: string, editor: AnyEditor, settings: unknown): void {
    const previous = this.editors.get(id);
    if (previous && previous.editor !== editor) stop(previous.editor);
    this.editors.set(id, { editor, settings: stableStringify(settings) });
  }

  /** Forgets a character's editor; whatever it still has to write is written first. */
  drop(id: string): void {
    const kept = this.editors.get(id);
    if (!kept) return;
    this.editors.delete(id);
    stop(kept.editor);
  }

  /** Writes what every editor still has pending, then stops and forgets them all. */
  async closeAll(): Promise<void> {
    const editors = [...this.editors.values()].map((kept) => kept.editor);
    this.editors.clear();
    await Promise.all(editors.map((editor) => editor.flush()));
    for (const editor of editors) editor.dispose();
  }
}

function stop(editor: AnyEditor): void {
  void editor.flush().finally(() => editor.dispose());
}

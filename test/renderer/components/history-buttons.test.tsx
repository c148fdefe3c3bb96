import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { observable, runInAction } from 'mobx';
import { HistoryButtons } from '../../../src-renderer/components/history-buttons';
import { EditorUndoButtons } from '../../../src-renderer/screens/character/editor-toolbar';
import { UndoHistory } from '../../../src-renderer/state/undo-history';
import type { CharacterEditor } from '../../../src-renderer/contract/character-editor';

/**
 * Undo and Redo sit in the page header beside other buttons: their width must not follow their label, or
 * the buttons after them jump whenever an edit is made or undone. jsdom lays nothing out, so this checks
 * what it can: both buttons keep the stylesheet's one fixed width whatever they say, and the whole label
 * stays their accessible name and tooltip.
 */

const STYLESHEET = readFileSync(join(__dirname, '../../../src-renderer/components/history-buttons.css'), 'utf8');

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = STYLESHEET;
  document.head.append(style);
});

function widths(): string[] {
  return screen.getAllByRole('button').map((b) => getComputedStyle(b).width);
}

describe('Undo and Redo in the header', () => {
  it('keep one width from "Undo" to "Undo: set Strength to +1", naming the whole edit', () => {
    const editor = observable({
      undoLabel: undefined as string | undefined,
      redoLabel: undefined as string | undefined,
      canUndo: false,
      canRedo: false,
      undo() {},
      redo() {},
    });
    render(<EditorUndoButtons editor={editor as unknown as CharacterEditor} paused={false} />);
    const before = widths();
    expect(before[0]).toMatch(/^\d+(\.\d+)?(rem|px)$/);
    expect(before[0]).toBe(before[1]);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    act(() =>
      runInAction(() => {
        editor.undoLabel = 'Undo: set Strength to +1';
        editor.canUndo = true;
      }),
    );
    const undo = screen.getByRole('button', { name: 'Undo: set Strength to +1' });
    expect(undo).toBeEnabled();
    expect(undo).toHaveAttribute('title', expect.stringMatching(/^Undo: set Strength to \+1 \((Ctrl\+|⌘)Z\)$/));
    expect(widths()).toEqual(before);
    // The whole label shows: a long one wraps onto another line and is never cut short with an ellipsis.
    expect(undo).toHaveTextContent('Undo: set Strength to +1');
    expect(getComputedStyle(undo).whiteSpace).toBe('normal');
    expect(getComputedStyle(undo).textOverflow).not.toBe('ellipsis');
  });

  it('keep the campaign’s Undo the same width with a long label', async () => {
    const history = new UndoHistory();
    render(<HistoryButtons history={history} onUndo={() => undefined} onRedo={() => undefined} />);
    const before = widths();
    await act(() =>
      history.execute({
        label: 'change the campaign settings of The Goblin Marches and the Cedar Forest',
        do: async () => true,
        undo: async () => true,
      }),
    );
    expect(
      screen.getByRole('button', {
        name: 'Undo: change the campaign settings of The Goblin Marches and the Cedar Forest',
      }),
    ).toBeEnabled();
    expect(widths()).toEqual(before);
  });
});

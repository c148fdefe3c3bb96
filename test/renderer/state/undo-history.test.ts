import { UndoHistory, type Command } from '../../../src-renderer/state/undo-history';

/** A command over a list of words, so the effect of do and undo is visible. */
function push(words: string[], word: string, options: { failDo?: boolean } = {}): Command {
  return {
    label: `adding ${word}`,
    do: async () => {
      if (options.failDo) return false;
      words.push(word);
      return true;
    },
    undo: async () => words.pop() === word,
  };
}

describe('UndoHistory', () => {
  it('undoes and redoes in order and names what it would undo', async () => {
    const words: string[] = [];
    const history = new UndoHistory();
    await history.execute(push(words, 'a'));
    await history.execute(push(words, 'b'));
    expect(history.undoLabel).toBe('Undo: adding b');
    expect(history.redoLabel).toBe('Redo');

    await history.undo();
    expect(words).toEqual(['a']);
    expect(history.undoLabel).toBe('Undo: adding a');
    expect(history.redoLabel).toBe('Redo: adding b');

    await history.redo();
    expect(words).toEqual(['a', 'b']);
    expect(history.canRedo).toBe(false);
  });

  it('forgets the redo list when a new edit is made', async () => {
    const words: string[] = [];
    const history = new UndoHistory();
    await history.execute(push(words, 'a'));
    await history.undo();
    await history.execute(push(words, 'c'));
    expect(history.canRedo).toBe(false);
    expect(await history.redo()).toBe(false);
    expect(words).toEqual(['c']);
  });

  it('does not record an edit that failed', async () => {
    const words: string[] = [];
    const history = new UndoHistory();
    expect(await history.execute(push(words, 'a', { failDo: true }))).toBe(false);
    expect(history.canUndo).toBe(false);
    expect(history.undoLabel).toBe('Undo');
  });

  it('runs commands one after another even when asked at once', async () => {
    const log: string[] = [];
    const slow = (name: string, ms: number): Command => ({
      label: name,
      do: () => new Promise((resolve) => setTimeout(() => (log.push(name), resolve(true)), ms)),
      undo: async () => (log.push(`undo ${name}`), true),
    });
    const history = new UndoHistory();
    void history.execute(slow('first', 15));
    void history.execute(slow('second', 0));
    void history.undo();
    expect(history.busy).toBe(true);
    await history.idle();
    expect(log).toEqual(['first', 'second', 'undo second']);
    expect(history.busy).toBe(false);
  });

  it('keeps going after a command throws', async () => {
    const words: string[] = [];
    const history = new UndoHistory();
    const broken: Command = {
      label: 'broken',
      do: () => Promise.reject(new Error('disk gone')),
      undo: async () => true,
    };
    await expect(history.execute(broken)).rejects.toThrow('disk gone');
    await history.execute(push(words, 'a'));
    expect(words).toEqual(['a']);
  });

  it('drops the oldest edits beyond its limit', async () => {
    const words: string[] = [];
    const history = new UndoHistory(2);
    for (const word of ['a', 'b', 'c']) await history.execute(push(words, word));
    expect(await history.undo()).toBe(true);
    expect(await history.undo()).toBe(true);
    expect(await history.undo()).toBe(false);
    expect(words).toEqual(['a']);
  });
});

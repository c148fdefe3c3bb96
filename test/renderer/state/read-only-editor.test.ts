import { getRuleSystem } from '../../../shared/rules/registry';
import { CharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { character, TODAY } from '../fake-api';

const system = getRuleSystem('mls')!;

function editorOver(file = character('aria-vell', 'Aria Vell'), readOnly?: boolean) {
  const save = vi.fn(async () => true);
  const editor = new CharacterEditorStore({
    system,
    file,
    campaignSettings: {},
    writer: { save },
    today: () => TODAY,
    saveDelay: 0,
    ...(readOnly === undefined ? {} : { readOnly }),
  });
  return { editor, save };
}

describe('a read-only character editor', () => {
  it('sets up a blank file like a new character when it may write, and writes that', async () => {
    const { editor, save } = editorOver();
    await editor.flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(editor.canUndo).toBe(true);
  });

  it('shows a blank file as it is and never reaches its writer', async () => {
    const blank = character('aria-vell', 'Aria Vell');
    const { editor, save } = editorOver(blank, true);
    editor.rename('Aria the Grey');
    editor.record('award', { type: 'award', cp: 5 });
    await editor.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(save).not.toHaveBeenCalled();
    expect(editor.file).toBe(blank);
    expect(editor.canUndo).toBe(false);
    expect(editor.saveState).toBe('saved');
  });
});

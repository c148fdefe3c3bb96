import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile } from '../../../shared/model';
import { enteredRoll } from '../../../shared/rules/core/dice';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../shared/rules/systems/hursagmu';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { HursagmuAdvance } from '../../../src-renderer/systems/hursagmu/advance/hursagmu-advance';
import { MlsAdvance } from '../../../src-renderer/systems/mls/advance/mls-advance';

const mls = getRuleSystem('mls')!;
const hursagmu = getRuleSystem('hursagmu')!;

function mlsEditor() {
  const blank = mls.newCharacter(mls.defaultSettings(), 1) as MlsCreation;
  const creation: MlsCreation = {
    ...blank,
    secondaries: [
      {
        id: 'hunter',
        name: 'Hunter',
        kind: 'trained',
        base: { kind: 'primary', trait: 'awareness' },
        level: 0,
        occupation: true,
      },
    ],
    hitPointsRoll: enteredRoll('2d6', 7),
  };
  const file: CharacterFile = {
    formatVersion: 1,
    id: 'wren-abc123',
    name: 'Wren',
    system: 'mls',
    createdAt: '2026-09-01',
    creation,
    events: [],
  };
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: mls,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

function hursagmuEditor() {
  const creation: HursagmuCreation = { traits: { archery: 6, strength: 10 }, gifts: [], equipment: [] };
  const file: CharacterFile = {
    formatVersion: 1,
    id: 'enkidu-abc123',
    name: 'Enkidu',
    system: 'hursagmu',
    createdAt: '2026-09-01',
    creation,
    events: [],
  };
  return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: hursagmu,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

describe('the outcome line after Undo and Redo', () => {
  it('MLS: says what the last step did only while the character is as that step left it', async () => {
    const user = userEvent.setup();
    const editor = mlsEditor();
    render(<MlsAdvance editor={editor} />);
    const line = () => screen.getByRole('status', { name: 'Last advancement' });
    const idle = "Each action is recorded in the character's history with its date.";
    expect(line()).toHaveTextContent(idle);

    await user.click(screen.getByRole('button', { name: 'Age one increment to 19 years (gain 2 CPs)' }));
    expect(line()).toHaveTextContent('Aged to 19 years. Gained 2 CPs; 60 CPs left.');
    await user.click(screen.getByRole('button', { name: 'Age one increment to 20 years (gain 2 CPs)' }));
    expect(line()).toHaveTextContent('Aged to 20 years. Gained 2 CPs; 62 CPs left.');

    // Undo takes the character back to 19 years and 60 CPs: the line no longer claims 62.
    act(() => editor.undo());
    expect(editor.sheet!.cp.earned - editor.sheet!.cp.spent).toBe(60);
    expect(line()).toHaveTextContent(idle);
    expect(line()).not.toHaveTextContent('62 CPs left');

    // Redo brings back exactly the character the sentence was about, and with it the sentence.
    act(() => editor.redo());
    expect(line()).toHaveTextContent('Aged to 20 years. Gained 2 CPs; 62 CPs left.');

    // Any other change to the character clears it too.
    act(() => editor.rename('Wren the Elder'));
    expect(line()).toHaveTextContent(idle);
    editor.dispose();
  });

  it('HURSAGMU: clears the last entry on Undo and brings it back on Redo', async () => {
    const user = userEvent.setup();
    const editor = hursagmuEditor();
    render(<HursagmuAdvance editor={editor} />);
    const line = () => screen.getByRole('status', { name: 'Last entry' });
    await user.type(screen.getByRole('spinbutton', { name: 'Experience points to award' }), '5');
    await user.click(screen.getByRole('button', { name: 'Award 5 experience points' }));
    expect(line()).toHaveTextContent(
      'Awarded 5 experience points. Gained 5 experience points; 25 experience points unspent.',
    );

    act(() => editor.undo());
    // 20 character points left at creation carry into play as experience.
    expect(editor.sheet!.experience.unspent).toBe(20);
    expect(line()).not.toHaveTextContent('Awarded');
    expect(line()).toHaveTextContent(
      "Each entry is recorded in the character's history with its date, and can be undone.",
    );
    act(() => editor.redo());
    expect(line()).toHaveTextContent('Awarded 5 experience points.');
    editor.dispose();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { enteredRoll, rollDice } from '../../../../shared/rules/core/dice';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { MlsBuilder } from '../../../../src-renderer/systems/mls/builder/mls-builder';
import { MlsSheetView } from '../../../../src-renderer/systems/mls/sheet/mls-sheet-view';

function editorFor(
  creation: Record<string, unknown>,
  campaignSettings: Record<string, unknown> = {},
  seeds: number[] = [],
) {
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: getRuleSystem('mls')!,
    file: {
      formatVersion: FORMAT_VERSION,
      id: 'aria',
      name: 'Aria',
      system: 'mls',
      createdAt: '2026-11-21',
      creation,
      events: [],
    },
    campaignSettings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => seeds.shift() ?? 1,
  });
}

const steps = () => screen.getByRole('navigation', { name: 'Builder steps' });

describe('MLS hit and magic points in the builder', () => {
  it('asks for a new roll, as something to do, when a change of Size makes the roll stale, and keeps the old roll in the record', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor({}, {}, [1, 77]);
    const creation = structuredClone(editor.creation!);
    creation.hitPointsRoll = enteredRoll('2d6', 7);
    editor.updateCreation('hit points rolled 7 at the table', creation);
    render(<MlsBuilder editor={editor} />);

    // Raising Size is not refused for the roll it makes stale.
    await user.click(within(steps()).getByRole('button', { name: /^Primary traits/ }));
    const raise = screen.getByRole('button', { name: /^Raise Size to 3/ });
    expect(raise).toBeEnabled();
    await user.click(raise);
    expect(editor.creation!.primaries.size).toBe(1);

    await user.click(within(steps()).getByRole('button', { name: /^Hit and magic points/ }));
    const hit = screen.getByRole('region', { name: 'Total Hit Points' });
    expect(hit).toHaveTextContent(
      'To do: the roll of 7 was for 2d6, before the traits these points come from changed; roll 3d6 now',
    );
    // Until rolled, the points count as 3 dice x 3.
    expect(hit).toHaveTextContent('Total Hit Points: 9');
    expect(editor.findingsAt('creation.hitPointsRoll')).toMatchObject([{ code: 'mls.points.roll-missing' }]);

    const roll = within(hit).getByRole('button', { name: 'Roll 3d6 for hit points' });
    expect(roll).toHaveAccessibleDescription(
      'A new roll or entry replaces the roll of 7, which stays in the record of rolls for the game master to see.',
    );
    await user.click(roll);
    expect(editor.creation!.hitPointsRoll).toEqual(rollDice('3d6', 77));
    expect(editor.creation!.replacedRolls).toEqual([{ points: 'hit', roll: enteredRoll('2d6', 7) }]);
    expect(editor.findingsAt('creation.hitPointsRoll')).toEqual([]);
    expect(editor.undoLabel).toBe(`Undo: reroll hit points ${rollDice('3d6', 77).total}`);
  });

  it('shows the sheet the rolls a reroll replaced', () => {
    const editor = editorFor({});
    const creation = structuredClone(editor.creation!);
    creation.hitPointsRoll = enteredRoll('2d6', 9);
    creation.replacedRolls = [{ points: 'hit', roll: enteredRoll('2d6', 4) }];
    editor.updateCreation('reroll', creation);
    render(<MlsSheetView editor={editor} />);
    expect(screen.getByRole('region', { name: 'Fate, hit and magic points' })).toHaveTextContent(
      'rolled 9; 2d6 (Size + Body - 2); the roll or 2 × 3 = 6, whichever is greater. Rolled before and replaced: 4 on 2d6.',
    );
  });

  it('has the app roll a new character’s hit points when the campaign says so', () => {
    const editor = editorFor({}, { rollHitPointsForNewCharacters: true }, [31]);
    expect(editor.creation!.hitPointsRoll).toEqual(rollDice('2d6', 31));
    expect(editor.findingsAt('creation.hitPointsRoll')).toEqual([]);
  });
});

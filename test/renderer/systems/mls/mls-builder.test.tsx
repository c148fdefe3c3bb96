import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import { rollDice } from '../../../../shared/rules/core/dice';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { MlsBuilder } from '../../../../src-renderer/systems/mls/builder/mls-builder';

/** A character just added to a campaign: nothing chosen yet. */
function newCharacterEditor() {
  const seeds = [99, 1234, 4321, 5678];
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: getRuleSystem('mls')!,
    file: {
      formatVersion: FORMAT_VERSION,
      id: 'aria',
      name: 'Aria',
      system: 'mls',
      createdAt: '2026-11-21',
      creation: {},
      events: [],
    },
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => seeds.shift() ?? 1,
  });
}

function steps() {
  return screen.getByRole('navigation', { name: 'Builder steps' });
}

async function openStep(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(within(steps()).getByRole('button', { name }));
}

describe('MLS builder', () => {
  it('builds a legal 30-year-old human through the steps in any order, the review listing what is wrong until fixed', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newCharacterEditor();
    const finished = vi.fn();
    render(<MlsBuilder editor={editor} onFinish={finished} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Race and age' })).toBeInTheDocument();

    // The review first: a new character lacks an occupation, and its hit points are rolled when the player asks.
    await openStep(user, /^Review/);
    expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus();
    // Choices not made yet are still to do, not wrong.
    const toDo = screen.getByRole('list', { name: 'Still to do' });
    expect(toDo).toHaveTextContent('Choose an occupation');
    expect(toDo).toHaveTextContent('Roll 2d6 for Total Hit Points');
    expect(screen.getByRole('heading', { name: 'Nothing wrong so far' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Still wrong' })).not.toBeInTheDocument();
    expect(editor.creation!.hitPointsRoll).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish the character' })).toBeDisabled();
    // In the step list an occupation not chosen yet is still to do, not an error.
    expect(within(steps()).getByRole('button', { name: 'Occupation, to do' })).toBeInTheDocument();

    await user.click(within(toDo).getByRole('button', { name: 'Go to Occupation' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Occupation' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Name of the new occupation' }), 'Blacksmith');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Base' }), 'Strength');
    await user.click(screen.getByRole('button', { name: 'Add Blacksmith (costs 2 CPs)' }));
    expect(
      within(screen.getByRole('list', { name: 'Occupation' })).getByRole('heading', { name: 'Blacksmith' }),
    ).toBeInTheDocument();
    expect(within(steps()).getByRole('button', { name: 'Occupation, done' })).toBeInTheDocument();

    // Back to the start: thirty years old, 60 + 12 × 2 CPs.
    await openStep(user, /^Race and age/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Starting age' }), '30 years (84 CPs)');
    expect(screen.getByText('Now 30 years: 84 CPs to build with.')).toBeInTheDocument();

    await openStep(user, /^Primary traits/);
    await user.click(screen.getByRole('button', { name: 'Raise Strength to 3 (costs 2 CPs)' }));
    await user.click(screen.getByRole('button', { name: 'Raise Size to 3 (costs 2 CPs)' }));

    // Size went up, so the hit points now need 3d6: a roll still to make.
    await openStep(user, /^Review/);
    expect(screen.getByRole('list', { name: 'Still to do' })).toHaveTextContent('Roll 3d6 for Total Hit Points');
    await user.click(screen.getByRole('button', { name: 'Go to Hit and magic points' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Total Hit Points rolled at the table (3d6)' }), '19');
    await user.click(screen.getByRole('button', { name: 'Use the entered hit points roll' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A roll of 3d6 must total between 3 and 18, not 19');
    await user.clear(screen.getByRole('spinbutton', { name: 'Total Hit Points rolled at the table (3d6)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Total Hit Points rolled at the table (3d6)' }), '11');
    await user.click(screen.getByRole('button', { name: 'Use the entered hit points roll' }));
    expect(screen.getByText(/Total Hit Points:/)).toHaveTextContent('Total Hit Points: 11');

    await user.click(screen.getByRole('button', { name: 'Previous: Fate points' }));
    await user.click(screen.getByRole('button', { name: 'Previous: Personality' }));
    await user.click(screen.getByRole('button', { name: 'Raise Valorous to 11 (Cowardly 9)' }));

    await user.click(screen.getByRole('button', { name: 'Next: Fate points' }));
    await user.click(screen.getByRole('button', { name: 'Next: Hit and magic points' }));
    await user.click(screen.getByRole('button', { name: 'Next: Review' }));
    expect(screen.getByRole('heading', { name: 'Nothing left to fix' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /84 CPs available, 6 CPs spent, 78 CPs left/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish the character' }));
    expect(screen.getByRole('status')).toHaveTextContent('Aria is ready to play');
    expect(finished).toHaveBeenCalledTimes(1);

    expect(editor.legal).toBe(true);
    expect(editor.sheet).toMatchObject({
      race: 'human',
      age: { years: 30, months: 0 },
      hitPoints: { dice: 3, roll: 11, total: 11 },
    });
    expect(editor.sheet!.primaries.strength.value).toBe(3);
    expect(editor.sheet!.secondaries).toMatchObject([{ name: 'Blacksmith', occupation: true, level: 0, value: 3 }]);
    expect(editor.sheet!.personality).toMatchObject({ valorous: 11, cowardly: 9 });
    // A long walk through every step; the machine may be busy, and no speed is asserted here.
  }, 30_000);

  it('lets a game master finish a character with an error standing, giving a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newCharacterEditor();
    render(<MlsBuilder editor={editor} />);
    await openStep(user, /^Hit and magic points/);
    await user.click(screen.getByRole('button', { name: 'Roll 2d6 for hit points' }));
    await openStep(user, /^Review/);
    expect(screen.getByRole('button', { name: 'Finish the character' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Accept this error with the reason given' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the reason');
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for the override' }),
      'A wandering hermit with no trade',
    );
    await user.click(screen.getByRole('button', { name: 'Accept this error with the reason given' }));

    expect(screen.getByRole('heading', { name: 'Nothing left to fix' })).toBeInTheDocument();
    expect(screen.getByText(/with one error accepted by the game master/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Warnings and accepted errors' })).toHaveTextContent(
      'A wandering hermit with no trade',
    );
    expect(editor.file.events).toMatchObject([
      { type: 'override', code: 'mls.occupation.missing', reason: 'A wandering hermit with no trade' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Finish the character' }));
    expect(screen.getByRole('status')).toHaveTextContent('Aria is ready to play');
  });

  it('keeps every builder edit undoable', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newCharacterEditor();
    render(<MlsBuilder editor={editor} />);
    await openStep(user, /^Fate points/);
    await user.click(screen.getByRole('button', { name: 'Buy a fate point (costs 5 CPs)' }));
    expect(editor.sheet!.fatePoints.total).toBe(1);
    expect(editor.undoLabel).toBe('Undo: buy a fate point');
    editor.undo();
    expect(await screen.findByRole('button', { name: 'Give back a bought fate point (not allowed)' })).toBeDisabled();
    expect(editor.sheet!.fatePoints.total).toBe(0);
  });

  it('rolls hit and magic points with the dice the traits give, when asked, keeping each roll and its seed', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newCharacterEditor();
    render(<MlsBuilder editor={editor} />);
    await openStep(user, /^Hit and magic points/);
    const hit = screen.getByRole('region', { name: 'Total Hit Points' });
    expect(hit).toHaveTextContent('Dice: Size 2 + Body 2 − 2 = 2 dice.');
    expect(hit).toHaveTextContent('To do: not rolled yet.');
    await user.click(within(hit).getByRole('button', { name: 'Roll 2d6 for hit points' }));
    const first = rollDice('2d6', 1234);
    expect(editor.creation!.hitPointsRoll).toEqual(first);

    // Rolling again keeps the first roll in the record, where the game master sees it.
    await user.click(within(hit).getByRole('button', { name: 'Roll 2d6 for hit points again' }));
    const rolled = rollDice('2d6', 4321);
    expect(editor.creation!.hitPointsRoll).toEqual(rolled);
    expect(editor.creation!.replacedRolls).toEqual([{ points: 'hit', roll: first }]);
    expect(within(hit).getByRole('list', { name: 'Earlier rolls for Total Hit Points' })).toHaveTextContent(
      `${first.total} on 2d6, rolled by the app`,
    );
    expect(editor.sheet!.hitPoints.earlier).toEqual([{ dice: '2d6', total: first.total }]);
    expect(hit).toHaveTextContent(`Total Hit Points: ${Math.max(rolled.total, 6)}`);

    await user.click(screen.getByRole('checkbox', { name: 'Uses magic (needs Total Magic Points)' }));
    // The magic points roll is the next thing to do in this step.
    expect(within(steps()).getByRole('button', { name: 'Hit and magic points, to do' })).toBeInTheDocument();
    const magic = screen.getByRole('region', { name: 'Total Magic Points' });
    await user.click(within(magic).getByRole('button', { name: 'Roll 2d6 for magic points' }));
    expect(editor.creation!.magicPointsRoll).toEqual(rollDice('2d6', 5678));
    expect(editor.findingsAt('creation.magicPointsRoll')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Uses magic (needs Total Magic Points)' }));
    expect(editor.creation).toMatchObject({ usesMagic: false, magicPointsRoll: null });
    // Giving up magic keeps the roll made in the record of rolls, so it cannot be made again unseen.
    expect(editor.creation!.replacedRolls!.at(-1)).toEqual({ points: 'magic', roll: rollDice('2d6', 5678) });
    expect(screen.queryByRole('region', { name: 'Total Magic Points' })).not.toBeInTheDocument();
  });
});

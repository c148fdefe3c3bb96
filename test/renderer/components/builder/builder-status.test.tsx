import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { enteredRoll } from '../../../../shared/rules/core/dice';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HursagmuBuilder } from '../../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';
import { MlsBuilder } from '../../../../src-renderer/systems/mls/builder/mls-builder';

/** A new MLS character: the averages, no traits, pairs at 10/10, and no hit points rolled yet. */
function newMls() {
  const system = getRuleSystem('mls')!;
  const creation = { ...(system.newCharacter(system.defaultSettings(), 1) as MlsCreation), hitPointsRoll: null };
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system,
    file: {
      formatVersion: FORMAT_VERSION,
      id: 'aria',
      name: 'Aria',
      system: 'mls',
      createdAt: '2026-11-21',
      creation,
      events: [],
    },
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

function newHursagmu() {
  const creation: HursagmuCreation = { traits: {}, gifts: [], equipment: [] };
  return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: getRuleSystem('hursagmu')!,
    file: {
      formatVersion: FORMAT_VERSION,
      id: 'ninsun',
      name: 'Ninsun',
      system: 'hursagmu',
      createdAt: '2026-11-21',
      creation,
      events: [],
    },
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

const stepList = () => screen.getByRole('navigation', { name: 'Builder steps' });
const statuses = () =>
  within(stepList())
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s+/g, ' ').trim());

describe('the builder step list', () => {
  it('MLS: shows a new character every step still to do, the first one (open) done, and no error for an occupation never chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newMls();
    render(<MlsBuilder editor={editor} />);
    expect(statuses()).toEqual([
      'Race and age, done',
      'Primary traits, to do',
      'Occupation, to do',
      'Secondary traits, to do',
      'Negative traits, to do',
      'Personality, to do',
      'Fate points, to do',
      'Hit and magic points, to do',
      'Review, to do',
    ]);
    expect(within(stepList()).queryByText(/error/)).not.toBeInTheDocument();

    // In the step itself the missing occupation is a quiet note of what is left to do.
    await user.click(within(stepList()).getByRole('button', { name: 'Occupation, to do' }));
    const toDo = screen.getByRole('region', { name: 'To do in this step' });
    expect(toDo).toHaveTextContent('To do: Choose an occupation');
    expect(toDo).not.toHaveTextContent('Error');
    expect(within(toDo).getByRole('listitem')).toHaveClass('finding-to-do');
    expect(within(toDo).getByRole('listitem')).not.toHaveClass('finding-error');
    expect(screen.queryByRole('region', { name: 'Still to fix in this step' })).not.toBeInTheDocument();
    editor.dispose();
  });

  it('MLS: the review lists choices not made yet as still to do, quietly, and keeps red for what is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newMls();
    render(<MlsBuilder editor={editor} />);
    await user.click(within(stepList()).getByRole('button', { name: 'Review, to do' }));
    const toDo = screen.getByRole('list', { name: 'Still to do' });
    expect(
      within(toDo)
        .getAllByRole('listitem')
        .map((li) => li.className),
    ).toEqual(['finding finding-to-do', 'finding finding-to-do']);
    expect(toDo).toHaveTextContent('Choose an occupation');
    expect(screen.getByRole('heading', { name: 'Nothing wrong so far' })).toBeInTheDocument();
    const finish = screen.getByRole('button', { name: 'Finish the character' });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription(
      /^Finishing comes once the 2 things still to do \(above\) are done, or accepted by the game master/,
    );
    expect(screen.getByText(/^Finishing comes once/)).toHaveClass('hint');

    // A rule broken is still an error, in red, with its count in the step list.
    editor.updateCreation('Strength to 5', {
      ...editor.creation!,
      primaries: { ...editor.creation!.primaries, strength: 3 },
    });
    const wrong = await screen.findByRole('list', { name: 'Still wrong' });
    expect(within(wrong).getByRole('listitem')).toHaveClass('finding-error');
    expect(wrong).toHaveTextContent(
      'A primary trait must stay within racial average ±2; Strength can be from average -2 to average +2.',
    );
    expect(screen.getByRole('heading', { name: 'One thing still wrong' })).toBeInTheDocument();
    await user.click(within(wrong).getByRole('button', { name: 'Fix in Primary traits' }));
    expect(within(stepList()).getByRole('button', { name: 'Primary traits, 1 error' })).toBeInTheDocument();
    editor.dispose();
  });

  it('MLS: calls a step done only when its choices are complete', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newMls();
    render(<MlsBuilder editor={editor} />);
    await user.click(within(stepList()).getByRole('button', { name: 'Hit and magic points, to do' }));
    // Visited, but the hit points are not rolled yet: still to do.
    expect(within(stepList()).getByRole('button', { name: 'Hit and magic points, to do' })).toBeInTheDocument();
    const creation = editor.creation!;
    editor.updateCreation('hit points rolled 7 at the table', { ...creation, hitPointsRoll: enteredRoll('2d6', 7) });
    expect(await within(stepList()).findByRole('button', { name: 'Hit and magic points, done' })).toBeInTheDocument();

    editor.updateCreation('Blacksmith as occupation', {
      ...editor.creation!,
      secondaries: [
        {
          id: 'smith',
          name: 'Blacksmith',
          kind: 'trained',
          base: { kind: 'primary', trait: 'strength' },
          level: 0,
          occupation: true,
        },
      ],
    });
    // Chosen on another page (or undone to), never opened here: done all the same.
    expect(await within(stepList()).findByRole('button', { name: 'Occupation, done' })).toBeInTheDocument();
    editor.dispose();
  });

  it('HURSAGMU: keeps Traits to do until a trait is chosen, and shows no error on a new character', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = newHursagmu();
    render(<HursagmuBuilder editor={editor} />);
    expect(statuses()).toEqual(['Traits, to do', 'Gifts, to do', 'Equipment, to do', 'Review, to do']);
    await user.click(screen.getByRole('button', { name: 'Raise Archery to 1 (costs 1 character point)' }));
    expect(within(stepList()).getByRole('button', { name: 'Traits, done' })).toBeInTheDocument();
    await user.click(within(stepList()).getByRole('button', { name: 'Gifts, to do' }));
    expect(within(stepList()).getByRole('button', { name: 'Gifts, done' })).toBeInTheDocument();
    editor.dispose();
  });
});

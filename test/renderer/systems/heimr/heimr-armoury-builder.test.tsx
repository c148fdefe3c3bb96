import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEvent } from '../../../../shared/model';
import {
  STANDARD_ABILITIES,
  type HeimrCreation,
  type HeimrSettings,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HeimrBuilder } from '../../../../src-renderer/systems/heimr/builder/heimr-builder';
import { EXPERIENCE } from '../../../../src-renderer/systems/heimr/points';
import { BuilderPage, builderSteps } from '../../builder-page';
import { gameEditor } from '../../game-editor';

/*
 * The builder's "Weapons and shields" step (the medieval armoury module at creation, 002_660a93111b0de833.txt,
 * "Medieval armoury module", "Weapons", "Shields"): the fields of Advance's take-up form, each choice checked as a
 * take-up in play is, the list of what is held with a Remove button each, and nothing to change once the character is
 * finished.
 */

type Editor = CharacterEditorStore<HeimrCreation, HeimrSheet, HeimrSettings>;

/** The book's abilities and the tables' Swordmanship, on strength. */
const CAMPAIGN = {
  abilities: [
    ...STANDARD_ABILITIES,
    { id: 'swordmanship', name: 'Swordmanship', attributes: ['strength'], baseConsistency: 1 },
  ],
};

function editorFor(
  creation: Record<string, unknown> = { attributes: { strength: 1 }, training: {} },
  events: LedgerEvent[] = [],
  settings: Record<string, unknown> = CAMPAIGN,
): Editor {
  return gameEditor('heimr', { id: 'sigrun', name: 'Sigrun', creation, events }, settings);
}

async function openStep(editor: Editor) {
  const user = userEvent.setup({ delay: null });
  render(<BuilderPage editor={editor} Builder={HeimrBuilder} points={EXPERIENCE} />);
  await user.click(within(builderSteps()).getByRole('button', { name: /^Weapons and shields/ }));
  return user;
}

const field = (name: string) => screen.getByRole('combobox', { name });
const held = () => screen.getByRole('region', { name: 'In hand when play begins' });

describe('Heimr builder: weapons and shields', () => {
  it('takes up a named weapon with the keyboard, in the fields Advance has, at no price', async () => {
    const editor = editorFor();
    const user = await openStep(editor);
    expect(within(held()).getByText('Nothing in hand yet.')).toBeInTheDocument();
    // The medium weapon ("One or two hands") starts in the sword hand, with the table's Swordmanship first.
    expect(field('Weapon or shield')).toHaveDisplayValue('Weapon: Medium weapon');
    expect(field('Hand')).toHaveDisplayValue('Sword hand');
    expect(field('Used with')).toHaveDisplayValue('Swordmanship (the table’s)');
    expect(
      screen.getByText(
        'Medium weapon: held in the sword hand or in the off hand or in both hands; the table names Dueling, Swordmanship, Shield and sword.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Name (optional)' }));
    await user.keyboard('Father’s sword');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Take up a medium weapon (Father’s sword)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(editor.creation!.held).toEqual([
      { kind: 'weapon', id: 'medium', hand: 'sword', ability: 'swordmanship', name: 'Father’s sword' },
    ]);
    expect(within(held()).getByRole('listitem')).toHaveTextContent(
      'A medium weapon (Father’s sword) in the sword hand, with Swordmanship',
    );
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('');
    // No experience spent: the table gives no price.
    expect(editor.budget!.left).toBe(30);
  });

  it('refuses a shield while a great weapon fills both hands, in the rules’ words, until the weapon is removed', async () => {
    const editor = editorFor({
      attributes: {},
      training: {},
      held: [{ kind: 'weapon', id: 'great', hand: 'both', ability: 'brawl' }],
    });
    const user = await openStep(editor);
    await user.selectOptions(field('Weapon or shield'), 'shield:small');
    // A shield is "off-hand": the hand follows the table.
    expect(field('Hand')).toHaveDisplayValue('Off hand');
    const take = screen.getByRole('button', { name: 'Take up a small shield' });
    expect(take).toBeDisabled();
    expect(take).toHaveAccessibleDescription(
      'Take up a small shield: Both hands already hold a great weapon; put it down before taking up a small shield.',
    );
    await user.click(within(held()).getByRole('button', { name: 'Remove a great weapon in both hands' }));
    // The last one removed leaves the list out, as files made before it had.
    expect('held' in editor.creation!).toBe(false);
    expect(screen.getByRole('button', { name: 'Take up a small shield' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Take up a small shield' }));
    expect(editor.creation!.held).toEqual([{ kind: 'shield', id: 'small', hand: 'off', ability: 'brawl' }]);
  });

  it('refuses a hand the table does not allow', async () => {
    const user = await openStep(editorFor());
    await user.selectOptions(field('Weapon or shield'), 'weapon:great');
    await user.selectOptions(field('Hand'), 'sword');
    expect(screen.getByRole('button', { name: 'Take up a great weapon' })).toHaveAccessibleDescription(
      'Take up a great weapon: a great weapon is held in both hands, not in the sword hand; take it up in both hands.',
    );
  });

  it('shows what the rules refused in a file, with a Remove button to fix it', async () => {
    const editor = editorFor({
      attributes: {},
      training: {},
      held: [{ kind: 'weapon', id: 'bow', hand: 'both', ability: 'axes' }],
    });
    const user = await openStep(editor);
    expect(screen.getByRole('region', { name: 'Still to fix in this step' })).toHaveTextContent(
      'This campaign has no ability "axes"; choose one of its abilities, or ask the game master to add it.',
    );
    expect(within(held()).getByRole('listitem')).toHaveTextContent('A bow in both hands, with "axes"');
    await user.click(within(held()).getByRole('button', { name: 'Remove a bow in both hands' }));
    expect(screen.queryByRole('region', { name: 'Still to fix in this step' })).not.toBeInTheDocument();
    expect(editor.legal).toBe(true);
  });

  it('says where the campaign does not use the module, and offers nothing to take up', async () => {
    await openStep(editorFor(undefined, [], { ...CAMPAIGN, armoury: false }));
    expect(
      screen.getByText(
        'This campaign does not use the medieval armoury module, so the character starts with no weapon or shield in hand; the game master can switch it on in Campaign settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Weapon or shield' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Take up/ })).not.toBeInTheDocument();
  });

  it('is read-only once the character is finished', async () => {
    const finish = { id: 'e1', date: '2026-11-21', type: 'finish' } as LedgerEvent;
    const editor = editorFor(
      { attributes: {}, training: {}, held: [{ kind: 'weapon', id: 'light', hand: 'sword', ability: 'brawl' }] },
      [finish],
    );
    await openStep(editor);
    expect(screen.getByText(/is finished, so the creation choices are read-only\./)).toBeInTheDocument();
    expect(field('Weapon or shield')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toBeDisabled();
    expect(within(held()).getByRole('button', { name: 'Remove a light weapon in the sword hand' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Take up a medium weapon' })).toBeDisabled();
  });

  it('counts a tower shield chosen here in the attributes step’s base fatigue, and says so', async () => {
    // Stamina 2: base fatigue 4 - 2 = 2; the tower shield's "Sta -1" makes it count 1, so base fatigue 3.
    const editor = editorFor({
      attributes: { stamina: 2 },
      training: {},
      held: [{ kind: 'shield', id: 'tower', hand: 'off', ability: 'brawl' }],
    });
    const user = await openStep(editor);
    await user.click(within(builderSteps()).getByRole('button', { name: /^Attributes/ }));
    // The sentence's innermost element: its numbers and words are parts of it.
    const gives = screen.getByText(
      (_, el) =>
        (el?.textContent?.includes('Base fatigue') ?? false) &&
        ![...el!.children].some((c) => c.textContent?.includes('Base fatigue')),
    );
    expect(gives.textContent).toMatch(
      /Base fatigue 3 \(4 − Stamina, at least 1\), Stamina counting \+1 while the tower shield is in hand;/,
    );
  });
});

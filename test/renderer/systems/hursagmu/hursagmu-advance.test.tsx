import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile, Session } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HursagmuAdvance } from '../../../../src-renderer/systems/hursagmu/advance/hursagmu-advance';
import { deskFor } from '../../../../src-renderer/systems/hursagmu/advance/play-desk';
import { recordEntriesOn } from '../../ledger-desk-steps';

const hursagmu = getRuleSystem('hursagmu')!;

/** An archer with a bow (2000 cc) who spent all 60 points: Archery 6 (8), Strength 10 (32), Fighting 7 (12), Command 5 (6), Perception 2 (2). */
function archer(): CharacterFile {
  const creation: HursagmuCreation = {
    traits: { archery: 6, strength: 10, fighting: 7, command: 5, perception: 2 },
    gifts: [],
    equipment: [{ kind: 'weapon', id: 'bow', name: 'Bow', size: 'medium', missile: true }],
  };
  return {
    formatVersion: 1,
    id: 'enkidu-abc123',
    name: 'Enkidu',
    system: 'hursagmu',
    createdAt: '2026-09-01',
    creation,
    events: [],
  };
}

function renderAdvance(file: CharacterFile, sessions: Session[] = []) {
  const editor = new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: hursagmu,
    file,
    campaignSettings: { startingCoins: 5000 },
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
  render(<HursagmuAdvance editor={editor} sessions={sessions} />);
  return { editor, user: userEvent.setup() };
}

const outcome = () => screen.getByRole('status', { name: 'Last entry' });

describe('HURSAGMU advancement', () => {
  it("awards experience, then raises Archery from 6 to 7 for 4 experience points as the book's example", async () => {
    const sessions = [{ id: 's2', name: 'The Cedar Forest', date: '2026-11-14' }];
    const { editor, user } = renderAdvance(archer(), sessions);
    expect(editor.sheet!.experience.unspent).toBe(0);
    const raise = screen.getByRole('button', { name: 'Raise Archery to 7 (4 experience points)' });
    expect(raise).toBeDisabled();
    expect(raise).toHaveAccessibleDescription(
      'Raising Archery from 6 to 7 costs 4 experience points but only 0 are unspent; earn more experience first.',
    );

    await recordEntriesOn(user, { session: 's2', date: '2026-11-15' });
    await user.type(screen.getByRole('spinbutton', { name: 'Experience points to award' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'What for (optional)' }), 'slaying Humbaba');
    await user.click(screen.getByRole('button', { name: 'Award 5 experience points' }));
    expect(editor.file.events.at(-1)).toMatchObject({
      type: 'award',
      points: 5,
      note: 'slaying Humbaba',
      date: '2026-11-15',
      session: 's2',
    });
    expect(outcome()).toHaveTextContent(
      'Awarded 5 experience points for slaying Humbaba. Gained 5 experience points; 5 experience points unspent.',
    );

    await user.click(screen.getByRole('button', { name: 'Raise Archery to 7 (4 experience points)' }));
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'raise', trait: 'archery', to: 7, session: 's2' });
    expect(editor.sheet!.traits.find((t) => t.id === 'archery')!.level).toBe(7);
    expect(outcome()).toHaveTextContent(
      'Raised Archery from 6 to 7. Spent 4 experience points; 1 experience point unspent.',
    );
    expect(editor.undoLabel).toBe('Undo: raise Archery from 6 to 7');
  });

  it('explains a refused raise beside its button and records nothing', async () => {
    const file = archer();
    file.events = [{ id: 'e1', type: 'award', date: '2026-10-01', points: 5 }];
    const { editor, user } = renderAdvance(file);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trait to raise' }), 'fighting');
    // Fighting 7 to 8 costs 16 - 12 = 4; to 9 costs 24 - 12 = 12, more than the 5 unspent.
    expect(screen.getByRole('button', { name: 'Raise Fighting to 8 (4 experience points)' })).toBeEnabled();
    const target = screen.getByRole('spinbutton', { name: 'New level' });
    await user.clear(target);
    await user.type(target, '9');
    const refused = screen.getByRole('button', { name: 'Raise Fighting to 9 (12 experience points)' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(
      'Raising Fighting from 7 to 9 costs 12 experience points but only 5 are unspent; earn more experience first.',
    );

    await user.clear(target);
    await user.type(target, '7');
    const notHigher = screen.getByRole('button', { name: 'Raise Fighting to 7 (not allowed)' });
    expect(notHigher).toHaveAccessibleDescription(
      'Raise Fighting to 7: Fighting is already at level 7; a raise must name a higher level.',
    );
    expect(editor.file.events).toHaveLength(1);
  });

  it("needs The Master's approval before a gift is bought with experience", async () => {
    const file = archer();
    file.events = [{ id: 'e1', type: 'award', date: '2026-10-01', points: 10 }];
    const { editor, user } = renderAdvance(file);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gift to buy' }), 'starvision');
    const buy = screen.getByRole('button', { name: 'Buy Starvision (8 experience points)' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(/^Buy Starvision: write The Master's approval/);

    await user.type(
      screen.getByRole('textbox', { name: "The Master's approval (required)" }),
      'Blessed by Shamash at the gate',
    );
    await user.click(screen.getByRole('button', { name: 'Buy Starvision (8 experience points)' }));
    expect(editor.file.events.at(-1)).toMatchObject({
      type: 'gift',
      gift: 'starvision',
      reason: 'Blessed by Shamash at the gate',
    });
    expect(outcome()).toHaveTextContent(
      'Bought the gift Starvision, approved by The Master: Blessed by Shamash at the gate. Spent 8 experience points; 2 experience points unspent.',
    );
    // A gift is all-or-nothing: it is no longer offered.
    expect(screen.queryByRole('option', { name: /^Starvision/ })).not.toBeInTheDocument();
  });

  it('buys equipment from the purse, drops it, and pays and earns coins', async () => {
    const { editor, user } = renderAdvance(archer());
    const earn = screen.getByRole('button', { name: 'Earn coins' });
    expect(earn).toBeDisabled();
    expect(earn).toHaveAccessibleDescription('Enter an amount of gold, silver or copper coins.');
    // 5000 cc to start, less 2000 cc for the bow.
    expect(editor.sheet!.coins).toBe(3000);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of equipment' }), 'armor');
    await user.clear(screen.getByRole('spinbutton', { name: 'Armor points' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Armor points' }), '5');
    const plate = screen.getByRole('button', { name: 'Buy plate (5 points) for 160 gc' });
    expect(plate).toBeDisabled();
    expect(plate).toHaveAccessibleDescription(
      'Buying plate (5 points) costs 160 gc but the purse holds 30 gc; earn more or choose something cheaper.',
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Armor points' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Armor points' }), '2');
    await user.click(screen.getByRole('button', { name: 'Buy soft leather (2 points) for 2 gc' }));
    expect(editor.file.events.at(-1)).toMatchObject({
      type: 'acquire',
      item: { kind: 'armor', points: 2 },
      paid: true,
    });
    expect(editor.sheet!.coins).toBe(2800);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Equipment to drop' }), 'armor');
    await user.click(screen.getByRole('button', { name: 'Drop soft leather (2 points)' }));
    expect(editor.sheet!.armor).toBeNull();

    await user.type(screen.getByRole('spinbutton', { name: 'Silver coins (sc)' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'What for, or from whom (optional)' }), 'selling the leather');
    await user.click(screen.getByRole('button', { name: 'Earn 5 sc' }));
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'earn', amount: { sc: 5 }, from: 'selling the leather' });
    expect(outcome()).toHaveTextContent('Earned 5 sc from selling the leather.');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Meal, lodging or goods at the list price' }),
      'inn-private-room',
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'How many' }));
    await user.type(screen.getByRole('spinbutton', { name: 'How many' }), '3');
    await user.click(screen.getByRole('button', { name: 'Pay 9 sc for Inn, private room x 3' }));
    expect(editor.sheet!.coins).toBe(3000 - 200 + 50 - 90);
  });

  it('announces a step the rules reject with their reasons, and records nothing', () => {
    const { editor } = renderAdvance(archer());
    // The page's buttons are refused before the click; a step that reaches the rules anyway is rejected there.
    act(() => {
      deskFor(editor).perform('dropping the sword', { type: 'drop', item: 'sword' }, () => 'Dropped the sword.');
    });
    expect(outcome()).toHaveTextContent(
      'Not recorded: The character has no equipment with the id "sword"; check the id.',
    );
    expect(editor.file.events).toEqual([]);
  });
});

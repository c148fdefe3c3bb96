import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile, Session } from '../../../../shared/model';
import { enteredRoll } from '../../../../shared/rules/core/dice';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { deskFor } from '../../../../src-renderer/systems/mls/advance/advance-desk';
import { MlsAdvance } from '../../../../src-renderer/systems/mls/advance/mls-advance';
import { PurchaseButton } from '../../../../src-renderer/systems/mls/advance/purchase-button';
import type { MlsEditor } from '../../../../src-renderer/systems/mls/controls/creation-step';
import { recordEntriesOn } from '../../ledger-desk-steps';

const mls = getRuleSystem('mls')!;

/** A human archer: 60 + 2 CPs per year past 18, 14 spent on traits (Strength 3, Dexterity 4, Archery at base +1), the rest on fate points. */
function archer(ageIncrements: number, extraFatePoints: number): CharacterFile {
  const blank = mls.newCharacter(mls.defaultSettings(), 1) as MlsCreation;
  const creation: MlsCreation = {
    ...blank,
    ageIncrements,
    primaries: { strength: 1, body: 0, size: 0, dexterity: 2, agility: 0, mind: 0, aura: 0, awareness: 1 },
    secondaries: [
      {
        id: 'hunter',
        name: 'Hunter',
        kind: 'trained',
        base: { kind: 'primary', trait: 'awareness' },
        level: 0,
        occupation: true,
      },
      { id: 'archery', name: 'Archery', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' }, level: 1 },
    ],
    hitPointsRoll: enteredRoll('2d6', 7),
    extraFatePoints,
  };
  return {
    formatVersion: 1,
    id: 'wren-abc123',
    name: 'Wren',
    system: 'mls',
    createdAt: '2026-09-01',
    creation,
    events: [],
  };
}

function renderAdvance(file: CharacterFile, sessions: Session[] = []) {
  const editor = new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: mls,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => 7,
  });
  const user = userEvent.setup();
  render(<MlsAdvance editor={editor} sessions={sessions} />);
  return { editor, user };
}

const lastEvent = (editor: CharacterEditorStore) => editor.file.events.at(-1);
/** An adventure not completed: no CPs, but the checks earned in it may be rolled ("Checks on Secondary Traits"). */
const afterAdventure = {
  id: 'e0',
  type: 'award',
  date: '2026-11-01',
  adventure: 'minor',
  role: 'minor',
  completed: false,
};
const outcome = () => screen.getByRole('status', { name: 'Last advancement' });

describe('MLS advancement', () => {
  it('asks which trait age reduces at 40, never offering Size, and records the answer', async () => {
    // 39 years: 60 + 21 x 2 = 102 CPs; 14 on traits and 85 on 17 fate points leave 3.
    const { editor, user } = renderAdvance(archer(21, 17));
    expect(editor.legal).toBe(true);
    await user.click(
      screen.getByRole('button', { name: 'Age one increment to 40 years (gain 2 CPs; a primary trait goes down)' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Age reduction at 40 years' });
    const choice = within(dialog).getByRole('combobox', { name: 'Primary trait to reduce' });
    expect(choice).toHaveFocus();
    const offered = within(choice)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toContain('Strength (3 → 2)');
    expect(offered.some((o) => o?.startsWith('Size'))).toBe(false);

    await user.selectOptions(choice, 'strength');
    await user.click(within(dialog).getByRole('button', { name: 'Reduce Strength and age to 40 years' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastEvent(editor)).toMatchObject({ type: 'age', reduce: 'strength' });
    expect(editor.sheet!.primaries.strength.value).toBe(2);
    expect(outcome()).toHaveTextContent('Aged to 40 years. Strength went down from 3 to 2. Gained 2 CPs; 5 CPs left.');
    expect(screen.getByRole('button', { name: 'Age one increment to 41 years (gain 1 CP)' })).toBeEnabled();
  });

  it('records nothing when the reduction prompt is cancelled', async () => {
    const { editor, user } = renderAdvance(archer(21, 17));
    await user.click(screen.getByRole('button', { name: /^Age one increment to 40 years/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.file.events).toEqual([]);
  });

  it('awards an Average adventure from an entered roll, then spends the CPs it gave', async () => {
    const sessions = [{ id: 's3', name: 'The Drowned Mill', date: '2026-11-14' }];
    const { editor, user } = renderAdvance(archer(12, 14), sessions);
    const raise = screen.getByRole('button', { name: 'Raise Archery to base +2 (3 CPs)' });
    expect(raise).toBeDisabled();
    // Refused only for want of CPs: one line says what it needs, and the page's note says how to earn more.
    expect(raise).toHaveAccessibleDescription(
      'Raise Archery to base +2: needs 3 CPs; 0 CPs left. A purchase that costs more CPs than are left says what it needs; age the character or award an adventure to earn more.',
    );

    await recordEntriesOn(user, { session: 's3', date: '2026-11-15' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adventure size' }), 'average');
    await user.selectOptions(screen.getByRole('combobox', { name: "Character's role" }), 'major');
    const rolled = screen.getByRole('spinbutton', { name: 'Award rolled at the table (1d6)' });

    await user.type(rolled, '7');
    await user.click(screen.getByRole('button', { name: 'Award the entered roll' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A roll of 1d6 must total between 1 and 6, not 7');
    expect(editor.file.events).toEqual([]);

    await user.clear(rolled);
    await user.type(rolled, '5');
    await user.click(screen.getByRole('button', { name: 'Award the entered roll' }));
    expect(lastEvent(editor)).toMatchObject({
      type: 'award',
      adventure: 'average',
      role: 'major',
      roll: { dice: '1d6', total: 5, source: 'entered' },
      date: '2026-11-15',
      session: 's3',
    });
    expect(outcome()).toHaveTextContent(
      'Awarded 5 CPs for an average adventure (major role), rolled 5 on 1d6. Gained 5 CPs; 5 CPs left.',
    );

    await user.click(screen.getByRole('button', { name: 'Raise Archery to base +2 (3 CPs)' }));
    expect(lastEvent(editor)).toMatchObject({ type: 'raise', trait: 'archery', session: 's3' });
    expect(editor.sheet!.secondaries.find((s) => s.id === 'archery')!.value).toBe(6);
    expect(outcome()).toHaveTextContent('Raised Archery to base +2. Spent 3 CPs; 2 CPs left.');
    expect(screen.getByText('2 CPs')).toBeInTheDocument();
  });

  it('refuses a second raise in the same year and says why beside the button', async () => {
    const file = archer(12, 14);
    file.events = [
      { id: 'e1', type: 'award', date: '2026-11-01', adventure: 'major', role: 'major', roll: enteredRoll('1d10', 10) },
    ];
    const { editor, user } = renderAdvance(file);
    await user.click(screen.getByRole('button', { name: 'Raise Archery to base +2 (3 CPs)' }));

    const again = screen.getByRole('button', { name: 'Raise Archery to base +3 (4 CPs)' });
    // Refused by its own click, it keeps the focus: marked aria-disabled until the focus moves on.
    expect(again).toHaveAttribute('aria-disabled', 'true');
    expect(again).toHaveAccessibleDescription(
      'Raise Archery to base +3: already changed this age increment. Through CPs a trait moves at most one level per age increment; one already changed waits for the next increment.',
    );
    expect(screen.getByText('Raise Archery to base +3: already changed this age increment.')).toBeVisible();
    // Other traits are still open to purchase.
    expect(screen.getByRole('button', { name: 'Raise Hunter to base +1 (4 CPs)' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: /^Age one increment to 31 years/ }));
    expect(screen.getByRole('button', { name: 'Raise Archery to base +3 (4 CPs)' })).toBeEnabled();
    expect(editor.file.events.map((e) => e.type)).toEqual(['award', 'raise', 'age']);
  });

  it('rolls the checks ticked during an adventure and raises the traits that pass', async () => {
    const file = archer(12, 14);
    file.events = [afterAdventure];
    const { editor, user } = renderAdvance(file);
    await user.click(
      within(screen.getByRole('group', { name: 'Secondary traits checked' })).getByRole('checkbox', {
        name: 'Archery',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Secondary traits checked' })).getByRole('checkbox', { name: 'Hunter' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Personality traits checked' })).getByRole('checkbox', {
        name: 'Valorous',
      }),
    );
    expect(screen.getByText('base +1: needs 4 or more on 1d8 (63%)')).toBeInTheDocument();
    expect(screen.getByText('10: needs more than 10 on 1d20 (50%)')).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Archery rolled at the table (1d8)' }), '6');
    await user.type(screen.getByRole('spinbutton', { name: 'Hunter rolled at the table (1d8)' }), '2');
    await user.type(screen.getByRole('spinbutton', { name: 'Valorous rolled at the table (1d20)' }), '15');
    await user.click(screen.getByRole('button', { name: 'Roll checks' }));

    expect(outcome()).toHaveTextContent(
      'Archery rose to base +2 on a 6. Hunter stayed at base on a 2 (needed 3). Valorous rose to 11 on a 15.',
    );
    expect(editor.file.events.map((e) => [e.type, e.trait])).toEqual([
      ['award', undefined],
      ['check', 'archery'],
      ['check', 'hunter'],
      ['check-personality', 'valorous'],
    ]);
    expect(editor.sheet!.secondaries.find((s) => s.id === 'archery')!.level).toBe(2);
    expect(editor.sheet!.personality.valorous).toBe(11);
    expect(screen.getByText('No traits are ticked.')).toBeInTheDocument();
  });

  it('rolls a check the player did not enter with a seeded die, and keeps the seed', async () => {
    const file = archer(12, 14);
    file.events = [afterAdventure];
    const { editor, user } = renderAdvance(file);
    await user.click(
      within(screen.getByRole('group', { name: 'Secondary traits checked' })).getByRole('checkbox', {
        name: 'Archery',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Roll checks' }));
    expect(lastEvent(editor)).toMatchObject({
      type: 'check',
      trait: 'archery',
      roll: { dice: '1d8', source: 'generated', seed: 7 },
    });
    expect(outcome()).toHaveTextContent(/^Archery (rose to base \+2|stayed at base \+1) on a [1-8]/);
  });

  it('says why a trait already rolled after this adventure cannot be rolled again', async () => {
    const file = archer(12, 14);
    file.events = [
      afterAdventure,
      { id: 'e1', type: 'check', date: '2026-11-01', trait: 'archery', roll: enteredRoll('1d8', 2) },
    ];
    const { editor, user } = renderAdvance(file);
    await user.click(
      within(screen.getByRole('group', { name: 'Secondary traits checked' })).getByRole('checkbox', {
        name: 'Archery',
      }),
    );
    expect(screen.getByText(/Archery was already rolled for after this adventure/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll checks' })).toBeDisabled();
    expect(editor.file.events).toHaveLength(2);
  });

  it('says a check waits for an adventure when none is recorded', async () => {
    const { editor, user } = renderAdvance(archer(12, 14));
    await user.click(
      within(screen.getByRole('group', { name: 'Secondary traits checked' })).getByRole('checkbox', {
        name: 'Archery',
      }),
    );
    expect(
      screen.getByText(/Archery cannot be rolled for yet: a check is rolled after an adventure/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll checks' })).toBeDisabled();
    expect(editor.file.events).toEqual([]);
  });

  it('defines and acquires a new secondary trait, priced before the click', async () => {
    const file = archer(12, 14);
    file.events = [{ id: 'e1', type: 'award', date: '2026-11-01', adventure: 'minor', role: 'minor' }];
    const { editor, user } = renderAdvance(file);
    expect(screen.getByRole('button', { name: 'Acquire the new trait at base' })).toHaveAccessibleDescription(
      'Type a name for the new trait first.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Name of the new trait' }), 'Stealth');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of the new trait' }), 'natural');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Base of the new trait' }), 'average');
    await user.click(screen.getByRole('checkbox', { name: 'Agility' }));
    await user.click(screen.getByRole('checkbox', { name: 'Awareness' }));
    await user.click(screen.getByRole('button', { name: 'Acquire Stealth at base (1 CP)' }));
    expect(lastEvent(editor)).toMatchObject({
      type: 'acquire',
      trait: {
        id: 'stealth',
        name: 'Stealth',
        kind: 'natural',
        base: { kind: 'average', traits: ['agility', 'awareness'] },
      },
    });
    // Agility 2 and Awareness 3 average to 2, rounded down.
    expect(editor.sheet!.secondaries.find((s) => s.id === 'stealth')!.value).toBe(2);
    expect(outcome()).toHaveTextContent('Acquired Stealth at base. Spent 1 CP; 0 CPs left.');
    expect(screen.getByRole('textbox', { name: 'Name of the new trait' })).toHaveValue('');
  });

  it('converts CPs to money from an entered roll, and keeps prayer for priests', async () => {
    const file = archer(12, 14);
    file.events = [
      { id: 'e1', type: 'award', date: '2026-11-01', adventure: 'major', role: 'major', roll: enteredRoll('1d10', 4) },
    ];
    const { editor, user } = renderAdvance(file);
    const points = screen.getByRole('spinbutton', { name: 'CPs to convert' });
    await user.clear(points);
    await user.type(points, '2');
    await user.type(screen.getByRole('spinbutton', { name: 'Money roll made at the table (2d20)' }), '25');
    await user.click(screen.getByRole('button', { name: 'Convert with the entered roll' }));
    expect(lastEvent(editor)).toMatchObject({
      type: 'convert',
      into: 'money',
      points: 2,
      roll: { dice: '2d20', total: 25 },
    });
    expect(editor.sheet!.florins).toBe(250);
    expect(outcome()).toHaveTextContent('Converted 2 CPs to 250 florins (rolled 25 on 2d20). Spent 2 CPs; 2 CPs left.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Convert into' }), 'favour');
    const pray = screen.getByRole('button', { name: 'Pray 2 CPs into 10 favour (2 CPs)' });
    expect(pray).toBeDisabled();
    expect(pray).toHaveAccessibleDescription(
      /^Pray 2 CPs into 10 favour: only a character with a Priest magic skill can pray CPs into favour/,
    );
  });

  it("tells a refusal in the rules' own words where the page's notes are not in view", () => {
    const editor = new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
      system: mls,
      file: archer(12, 14),
      campaignSettings: {},
      writer: { save: async () => true },
      today: () => '2026-11-21',
    });
    const desk = deskFor(editor as MlsEditor);
    render(
      <PurchaseButton
        editor={editor as MlsEditor}
        desk={desk}
        purchase={{ type: 'raise', trait: 'archery' }}
        action="Raise Archery"
        undoLabel="raising Archery"
        done="Raised Archery."
      />,
    );
    const raise = screen.getByRole('button', { name: 'Raise Archery (3 CPs)' });
    expect(raise).toBeDisabled();
    expect(raise).toHaveAccessibleDescription(
      'Raising Archery to base +2 costs 3 CPs but only 0 are left; earn more CPs (age, adventures) first.',
    );
  });
});

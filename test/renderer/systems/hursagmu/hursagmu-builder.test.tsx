import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { BuilderPage, builderSteps } from '../../builder-page';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HursagmuBuilder } from '../../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';
import { CHARACTER_POINTS } from '../../../../src-renderer/systems/hursagmu/points';

type Editor = CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>;

/** A campaign with 40 character points, beginning traits at most 4, and 30 gc for equipment. */
const CAMPAIGN = { startingCharacterPoints: 40, maxStartingTraitLevel: 4, startingCoins: 3000 };

function editorFor(
  creation: Record<string, unknown> = { traits: {}, gifts: [], equipment: [] },
  settings: Record<string, unknown> = CAMPAIGN,
): Editor {
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
    campaignSettings: settings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => 7,
  });
}

/** The character page as far as the builder needs it: the budget bar above the section, in character points as the Build section shows it. */
const Page = ({ editor, onFinish }: { editor: Editor; onFinish?: () => void }) => (
  <BuilderPage
    editor={editor}
    Builder={HursagmuBuilder}
    points={CHARACTER_POINTS}
    {...(onFinish ? { onFinish } : {})}
  />
);

const steps = builderSteps;

function figure(region: HTMLElement, term: string) {
  return within(region).getByText(term).nextElementSibling as HTMLElement;
}

/**
 * A trait's row, found by the text of its level field's label. The role queries are asked of the row: asked of the
 * whole table, they name all 28 rows and their buttons by the accessibility rules, which takes about a second in
 * jsdom (and so would finding the field by its label, as jsdom looks for a field's labels all over the page).
 */
const traitRow = (trait: string) => screen.getByText(trait, { selector: 'label' }).closest('tr')!;

describe('HURSAGMU builder', () => {
  it('builds a sorcerer with a weapon and armor, showing prices, the load and the campaign limit on beginning traits', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    const finished = vi.fn();
    render(<Page editor={editor} onFinish={finished} />);
    const bar = screen.getByRole('region', { name: 'Character points' });
    expect(screen.getByRole('heading', { level: 2, name: 'Traits' })).toBeInTheDocument();
    expect(screen.getByText(/The Master limits beginning traits to level 4/)).toBeInTheDocument();

    // Traits: Strength 2 costs 1 + 1; Sorcery up to the campaign's limit of 4.
    await user.click(
      within(traitRow('Strength')).getByRole('button', { name: 'Raise Strength to 1 (costs 1 character point)' }),
    );
    await user.click(
      within(traitRow('Strength')).getByRole('button', { name: 'Raise Strength to 2 (costs 1 character point)' }),
    );
    for (let level = 1; level <= 4; level++)
      await user.click(
        within(traitRow('Sorcery')).getByRole('button', {
          name: `Raise Sorcery to ${level} (costs 1 character point)`,
        }),
      );
    // Refused by its own click, it keeps the focus: marked aria-disabled until the focus moves on.
    expect(
      within(traitRow('Sorcery')).getByRole('button', { name: 'Raise Sorcery to 5 (not allowed)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(traitRow('Sorcery')).getByRole('button', { name: 'Raise Sorcery to 5 (not allowed)' }),
    ).toHaveAccessibleDescription(/limits beginning traits to level 4/);
    expect(
      within(traitRow('Sorcery')).getByRole('button', { name: 'Lower Sorcery to 3 (gives back 1 character point)' }),
    ).toBeEnabled();
    // 2d6 + 4 against the book's Moderate challenge, 2d6 + 5: higher on 435 of 1296, a tie on 140.
    expect(screen.getByRole('columnheader', { name: 'Odds against Moderate (2d6 + 5)' })).toBeInTheDocument();
    expect(traitRow('Sorcery')).toHaveTextContent('2d6 + 4: higher 34%, tie 11%');
    expect(figure(bar, 'Spent')).toHaveTextContent('6 character points');

    // Gifts: the Seheru discipline of Sorcery at its flat 8.
    await user.click(within(steps()).getByRole('button', { name: /^Gifts/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Gifts' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add Sorcery (Seheru) (costs 8 character points)' }));
    expect(
      screen.getByRole('button', { name: 'Remove Sorcery (Seheru) (gives back 8 character points)' }),
    ).toBeInTheDocument();
    expect(figure(bar, 'Spent')).toHaveTextContent('14 character points');
    expect(figure(bar, 'Left')).toHaveTextContent('26 character points');

    // Equipment: a small throwable dagger from the weapon builder, its damage with Strength shown first.
    await user.click(screen.getByRole('button', { name: 'Next: Equipment' }));
    const purse = screen.getByRole('region', { name: 'Coin purse' });
    expect(purse).toHaveTextContent('The campaign gives 30 gc');
    await user.type(screen.getByRole('textbox', { name: 'Weapon name' }), 'Dagger');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'small');
    await user.click(screen.getByRole('checkbox', { name: /^Throwable/ }));
    const built = screen.getByLabelText('The weapon as built');
    expect(figure(built, 'Damage')).toHaveTextContent('8 weapon 6 + Strength 2');
    expect(figure(built, 'Range')).toHaveTextContent('increment 1 space');
    await user.click(screen.getByRole('button', { name: 'Buy Dagger (costs 1 gc)' }));

    await user.clear(screen.getByRole('spinbutton', { name: 'Armor points' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Armor points' }), '2');
    await user.click(screen.getByRole('button', { name: 'Buy soft leather armor, 2 points (costs 2 gc)' }));
    // One suit of armor only: a second is refused with the rule's reason.
    expect(
      screen.getByRole('button', { name: 'Buy soft leather armor, 2 points (not allowed)' }),
    ).toHaveAccessibleDescription(/one suit of armor/);

    const load = screen.getByRole('region', { name: 'Load and movement' });
    expect(figure(load, 'Carried')).toHaveTextContent('21 lb');
    expect(figure(load, 'Lift')).toHaveTextContent('200 lb from Strength 2');
    expect(figure(load, 'Encumbrance')).toHaveTextContent(/^Unencumbered/);
    expect(figure(load, 'Movement')).toHaveTextContent('8 spaces 10 + Athletics 0 − armor 2');

    // Four chests put 121 lb on a 200 lb lift: heavy, movement halved.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'chest');
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '4');
    await user.click(screen.getByRole('button', { name: 'Buy 4 × Chest (costs 8 gc)' }));
    expect(figure(load, 'Carried')).toHaveTextContent('121 lb');
    expect(figure(load, 'Encumbrance')).toHaveTextContent(/^Heavy 61% of lift/);
    expect(figure(load, 'Movement')).toHaveTextContent('4 spaces');
    expect(purse).toHaveTextContent('left in the purse 19 gc');
    // The purse refuses what it cannot pay for.
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '10');
    expect(screen.getByRole('button', { name: 'Buy 10 × Chest (costs 20 gc)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy 10 × Chest (costs 20 gc)' })).toHaveAccessibleDescription(/over/);

    await user.click(screen.getByRole('button', { name: 'Remove Chest x 4 (gives back 8 gc)' }));
    expect(figure(load, 'Encumbrance')).toHaveTextContent(/^Unencumbered/);

    await user.click(screen.getByRole('button', { name: 'Next: Review' }));
    expect(screen.getByRole('heading', { name: 'Nothing left to fix' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', {
        name: /40 character points available, 14 character points spent, 26 character points left/,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish the character' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ninsun is ready to play');
    expect(finished).toHaveBeenCalledTimes(1);

    const sheet = editor.sheet!;
    expect(sheet.traits.find((t) => t.id === 'sorcery')!.level).toBe(4);
    expect(sheet.gifts).toMatchObject([{ id: 'sorcery-seheru', cost: 8 }]);
    expect(sheet.weapons).toMatchObject([{ name: 'Dagger', size: 'small', throwable: true, totalDamage: 8 }]);
    expect(sheet.armor).toMatchObject({ points: 2 });
    expect(sheet.coins).toBe(2700);
  }, 30_000);

  it('lists in the review what is wrong until it is fixed in its step', async () => {
    const user = userEvent.setup({ delay: null });
    // Built before The Master lowered the limit: Strength 6 and Extra Limbs without a number of limbs.
    const editor = editorFor({ traits: { strength: 6 }, gifts: [{ gift: 'extra-limbs' }], equipment: [] });
    render(<Page editor={editor} />);
    expect(within(steps()).getByRole('button', { name: 'Traits, 1 error' })).toBeInTheDocument();
    await user.click(within(steps()).getByRole('button', { name: /^Review/ }));
    const wrong = screen.getByRole('list', { name: 'Still wrong' });
    expect(screen.getByRole('heading', { name: '2 things still wrong' })).toBeInTheDocument();
    expect(wrong).toHaveTextContent('The Master limits beginning traits to level 4; Strength can start at 4 at most');
    expect(wrong).toHaveTextContent('Extra Limbs costs 4 per limb; say how many limbs');
    expect(screen.getByRole('button', { name: 'Finish the character' })).toBeDisabled();

    await user.click(within(wrong).getAllByRole('button', { name: 'Fix in Traits' })[0]!);
    expect(screen.getByRole('heading', { level: 2, name: 'Traits' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Still to fix in this step' })).toHaveTextContent(
      'The Master limits beginning traits to level 4; Strength can start at 4 at most',
    );
    await user.click(
      within(traitRow('Strength')).getByRole('button', { name: 'Lower Strength to 5 (gives back 2 character points)' }),
    );
    await user.click(
      within(traitRow('Strength')).getByRole('button', { name: 'Lower Strength to 4 (gives back 2 character points)' }),
    );
    expect(within(steps()).getByRole('button', { name: 'Traits, done' })).toBeInTheDocument();

    await user.click(within(steps()).getByRole('button', { name: /^Review/ }));
    expect(screen.getByRole('heading', { name: 'One thing still wrong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fix in Gifts' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Number of limbs for Extra Limbs' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Number of limbs for Extra Limbs' }), '2');
    await user.click(screen.getByRole('button', { name: 'Give Extra Limbs 2 limbs (costs 8 character points)' }));
    await user.click(screen.getByRole('button', { name: 'Add a limb to Extra Limbs (costs 4 character points)' }));

    await user.click(within(steps()).getByRole('button', { name: /^Review/ }));
    expect(screen.getByRole('heading', { name: 'Nothing left to fix' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish the character' })).toBeEnabled();
    expect(editor.creation).toEqual({
      traits: { strength: 4 },
      gifts: [{ gift: 'extra-limbs', limbs: 3 }],
      equipment: [],
    });
  }, 30_000);

  it('keeps every builder edit undoable', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<Page editor={editor} />);
    await user.click(
      within(traitRow('Willpower')).getByRole('button', { name: 'Raise Willpower to 1 (costs 1 character point)' }),
    );
    await user.click(within(steps()).getByRole('button', { name: /^Equipment/ }));
    await user.click(screen.getByRole('button', { name: 'Buy a wooden shield (costs 2 gc)' }));
    expect(screen.getByRole('button', { name: 'Buy a steel shield (not allowed)' })).toHaveAccessibleDescription(
      /one shield/,
    );
    expect(editor.undoLabel).toBe('Undo: buy a wooden shield');

    act(() => editor.undo());
    expect(await screen.findByRole('button', { name: 'Buy a steel shield (costs 20 gc)' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Load and movement' })).toHaveTextContent('Carried0 lb');
    act(() => editor.undo());
    await user.click(within(steps()).getByRole('button', { name: /^Traits/ }));
    expect(within(traitRow('Willpower')).getByRole('spinbutton', { name: 'Willpower' })).toHaveValue(0);
    expect(editor.creation).toEqual({ traits: {}, gifts: [], equipment: [] });
    act(() => editor.redo());
    expect(
      await within(traitRow('Willpower')).findByRole('button', {
        name: 'Lower Willpower to 0 (gives back 1 character point)',
      }),
    ).toBeInTheDocument();
  });

  it("uses the revised encounters' traits and flat challenge levels, and refuses a weapon the book cannot build", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page editor={editorFor(undefined, { ...CAMPAIGN, revisedEncounters: true })} />);
    expect(screen.queryByRole('row', { name: /^Athletics/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Mysticism/ })).not.toBeInTheDocument();
    // Against the revised Moderate, a flat 12, an average trait can only tie, on a double six.
    expect(screen.getByRole('columnheader', { name: 'Odds against Moderate (12)' })).toBeInTheDocument();
    expect(traitRow('Athlete')).toHaveTextContent('2d6 + 0: higher 0%, tie 3%');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show odds against' }), 'Trivial');
    expect(screen.getByRole('columnheader', { name: 'Odds against Trivial (6)' })).toBeInTheDocument();
    expect(traitRow('Athlete')).toHaveTextContent('2d6 + 0: higher 58%, tie 14%');

    await user.click(within(steps()).getByRole('button', { name: /^Gifts/ }));
    expect(screen.getByRole('button', { name: 'Add Intuition (costs 8 character points)' })).toBeEnabled();

    await user.click(within(steps()).getByRole('button', { name: /^Equipment/ }));
    // Armor weighs on the agile traits by the chapter's names: Athlete, not Athletics.
    expect(within(screen.getByRole('region', { name: 'Armor' })).getByText(/of movement and/)).toHaveTextContent(
      'costs 1 space of movement and −1 to Acrobatics, Athlete, Climbing and Stealth.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Weapon name' }), 'Sling');
    await user.click(screen.getByRole('checkbox', { name: /^Throwable/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Missile/ }));
    const refused = screen.getByRole('button', { name: 'Buy Sling (not allowed)' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(
      'Buy Sling: a throwable weapon cannot also be a missile or mechanical weapon; drop one of the options of Sling.',
    );
    await user.click(screen.getByRole('checkbox', { name: /^Throwable/ }));
    // A medium missile weapon: 10 - 2 damage, 30 spaces of reach per point, two hands, ten times the 200 cc.
    // On the revised encounters' scale its damage is 8 - 4 = 4; its reach stays that of the book's 8.
    const built = screen.getByLabelText('The weapon as built');
    expect(figure(built, 'Damage')).toHaveTextContent(
      "4 weapon 4 + Strength 0; the book gives this weapon 8, and the revised encounters take 4 from every weapon's damage",
    );
    expect(figure(built, 'Range')).toHaveTextContent('increment 5 spaces, up to 240 spaces');
    expect(figure(built, 'Hands')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Buy Sling (costs 20 gc)' })).toBeEnabled();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeimrBuilder } from '../../../../src-renderer/systems/heimr/builder/heimr-builder';
import { HursagmuBuilder } from '../../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';
import { MlsBuilder } from '../../../../src-renderer/systems/mls/builder/mls-builder';
import { SymbaroumBuilder } from '../../../../src-renderer/systems/symbaroum/builder/symbaroum-builder';
import { builderSteps } from '../../builder-page';
import { referenceEditor, type ReferenceEditor } from '../../explain-page';
import { gameEditor } from '../../game-editor';

/*
 * The builder changes the creation choices, also after play has raised what they started: its levels and the buttons
 * beside them start from what was chosen at creation, not from the sheet after play. Hild (Heimr,
 * test/fixtures/heimr/reference) trained Sailing consistency 1 at creation and twice more in play; Ylva (Symbaroum)
 * bought Witchsight at adept at creation and raised it to master in play; Gilgamesh (HURSAGMU) began with Strength 10
 * and raised it to 11 in play.
 */

describe('the builder of a character already played', () => {
  it('Heimr: offers the training around the height chosen at creation, priced from it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<HeimrBuilder editor={referenceEditor('heimr', 'hild') as never} />);
    // Sailing is one of the reference campaign's own abilities.
    await user.click(within(builderSteps()).getByRole('button', { name: /^The campaign's abilities/ }));
    // "Experience points", Total cost: height 1 is 5, height 2 is 15: 10 XP up, 5 back.
    expect(screen.getByRole('button', { name: 'Train Sailing consistency to 2 (costs 10 XP)' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Lower Sailing consistency to 0 (gives back 5 XP)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Train Sailing consistency to 4/ })).not.toBeInTheDocument();
  });

  it('Heimr: says what creation leaves of the experience to start with, whatever play awarded and spent since', async () => {
    const user = userEvent.setup({ delay: null });
    // Ragna trained Archery consistency 2 (5 + 10) and Survival potential 1 (5) at creation: 30 - 20 = 10 XP left of
    // the 30 to start with (the project's default).
    render(<HeimrBuilder editor={referenceEditor('heimr', 'ragna') as never} />);
    await user.click(within(builderSteps()).getByRole('button', { name: /^Abilities/ }));
    expect(screen.getByText('10 XP of 30 XP left to train with.')).toBeInTheDocument();
  });

  it('Symbaroum: offers the level around the one chosen at creation, priced from it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SymbaroumBuilder editor={referenceEditor('symbaroum', 'ylva') as never} />);
    await user.click(within(builderSteps()).getByRole('button', { name: /^Abilities/ }));
    // "Improving Your Character": adept to master 30 more; adept back to novice gives back the 20 adept cost.
    // 50 to start with (the project's default) less Medicus at novice (10) and Witchsight at adept (30).
    expect(screen.getByText('10 experience of 50 experience left.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /^Witchsight/ });
    expect(within(row).getByRole('cell', { name: 'adept (30 experience)' })).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Learn Witchsight at master (costs 30 experience)' }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Lower Witchsight to novice (gives back 20 experience)' }),
    ).toBeInTheDocument();
  });

  it('HURSAGMU: offers the level around the one chosen at creation, priced from it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<HursagmuBuilder editor={referenceEditor('hursagmu', 'gilgamesh') as never} />);
    await user.click(within(builderSteps()).getByRole('button', { name: /^Traits/ }));
    // "TRAITS" > Cost: cost(10) = 32 less cost(9) = 24 comes back; 11 is past the campaign's limit of 10 at creation.
    const row = screen.getByRole('row', { name: /^Strength/ });
    expect(
      within(row).getByRole('button', { name: 'Lower Strength to 9 (gives back 8 character points)' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Raise Strength to 11 (not allowed)' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Raise Strength to 12/ })).not.toBeInTheDocument();
  });

  it('HURSAGMU: shows the purse and the odds of the creation, whatever play paid and raised since', async () => {
    const user = userEvent.setup({ delay: null });
    const page = referenceEditor('hursagmu', 'ashur');
    render(<HursagmuBuilder editor={page as never} />);
    const purse = async () => {
      await user.click(within(builderSteps()).getByRole('button', { name: /^Equipment/ }));
      return screen.getByRole('region', { name: 'Coin purse' }).textContent;
    };
    const fighting = async () => {
      await user.click(within(builderSteps()).getByRole('button', { name: /^Traits/ }));
      return screen.getByRole('row', { name: /^Fighting/ }).textContent;
    };
    const before = { purse: await purse(), fighting: await fighting() };
    // Ashur raised Fighting to 8 in play and paid for a room; more of both now.
    expect(page.record('pay for a horse', { type: 'pay', amount: { gc: 1 }, for: 'a horse' }).accepted).toBe(true);
    expect(page.record('raise Fighting', { type: 'raise', trait: 'fighting', to: 9 }).accepted).toBe(true);
    expect(await purse()).toBe(before.purse);
    expect(await fighting()).toBe(before.fighting);
  });
});

/*
 * MLS (test/fixtures/mls/reference): Aldric bought Sword at base +2 at creation and took it to +4 in play; Brindle began
 * with Strength at average +2, Axe at base +3 and Greed for Gold at base +4, and in play trained Strength, lost a level
 * of it to age, raised Axe and bought Greed down to +2; Mira began with Bow at base +4, raised it twice in play and
 * acquired Ride. The prices are the book's, quoted in docs/rules/mls.md: a secondary trait at creation costs 1, 3, 6,
 * 10, 15 at base to base +4 ("Secondary Traits"), and a negative trait yields the same; a primary trait costs 2 at
 * average +1 and 5 at +2 ("Primary Traits"); at most base +4 and average +2 at creation.
 */

/** A card of the builder's list of traits, by the trait's name. */
const card = (name: string) => screen.getByRole('heading', { name, level: 4 }).closest('li')!;

/** A figure of the Fate points step's summary, by its name. */
const fateFigure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling!.textContent;

/** Opens the creation of a played character with "Edit creation", as a player would, and shows its builder. */
function reopenedBuilder(page: ReferenceEditor) {
  page.reopenCreation('Chosen wrongly at creation');
  render(<MlsBuilder editor={page as never} />);
  return page;
}

/** The builder of a reference MLS character, its creation reopened with "Edit creation" as a player would. */
function mlsBuilder(name: string, inPlay?: (page: ReferenceEditor) => void) {
  const page = referenceEditor('mls', name);
  inPlay?.(page);
  return reopenedBuilder(page);
}

describe('the MLS builder of a character already played', () => {
  it('shows a secondary trait at the level chosen at creation, and prices a typed level from it', async () => {
    const user = userEvent.setup({ delay: null });
    mlsBuilder('aldric');
    await user.click(within(builderSteps()).getByRole('button', { name: /^Secondary traits/ }));
    const sword = card('Sword');
    // Dexterity at average 2 +1 is 3; +2 at creation makes 5 (the sheet's +4 and 7 came in play).
    expect(sword).toHaveTextContent('Base Dexterity = 3, level base +2: value 5');
    const field = within(sword).getByRole('spinbutton', { name: 'Sword, level above base' });
    expect(field).toHaveValue(2);
    // +2 cost 6: +3 costs 10, 4 more; +1 costs 3, 3 back.
    expect(within(sword).getByRole('button', { name: 'Raise Sword to base +3 (costs 4 CPs)' })).toBeEnabled();
    expect(within(sword).getByRole('button', { name: 'Lower Sword to base +1 (yields 3 CPs)' })).toBeEnabled();
    await user.clear(field);
    await user.type(field, '4');
    // +4 costs 15: 9 more than the 6 of +2.
    expect(field).toHaveAccessibleDescription('Sword, level above base 4: costs 9 CPs; press Enter to take it');
  });

  it('shows primary, secondary and negative traits at the levels chosen at creation, with the steps around them', async () => {
    const user = userEvent.setup({ delay: null });
    mlsBuilder('brindle');
    await user.click(within(builderSteps()).getByRole('button', { name: /^Primary traits/ }));
    // Every racial average is 2 in the reference campaign: Strength at +2 at creation is 4 (the sheet's 3 came with
    // training and age). Back to +1 yields 5 - 2 = 3; +3 is past the limit of average +2.
    const strength = screen.getByRole('row', { name: /^Strength/ });
    expect(within(strength).getByRole('spinbutton', { name: 'Strength' })).toHaveValue(4);
    expect(within(strength).getByRole('button', { name: 'Lower Strength to 3 (yields 3 CPs)' })).toBeEnabled();
    expect(within(strength).getByRole('button', { name: /^Raise Strength to 5/ })).toBeDisabled();

    await user.click(within(builderSteps()).getByRole('button', { name: /^Secondary traits/ }));
    // Axe at +3 cost 10: +4 costs 15, 5 more; +2 costs 6, 4 back.
    const axe = card('Axe');
    expect(within(axe).getByRole('spinbutton', { name: 'Axe, level above base' })).toHaveValue(3);
    expect(within(axe).getByRole('button', { name: 'Raise Axe to base +4 (costs 5 CPs)' })).toBeEnabled();
    expect(within(axe).getByRole('button', { name: 'Lower Axe to base +2 (yields 4 CPs)' })).toBeEnabled();

    await user.click(within(builderSteps()).getByRole('button', { name: /^Negative traits/ }));
    // Greed for Gold at +4 yielded 15: at +3 it yields 10, so lowering it costs 5; +5 is past base +4.
    const greed = card('Greed for Gold');
    expect(within(greed).getByRole('spinbutton', { name: 'Greed for Gold, level above base' })).toHaveValue(4);
    expect(within(greed).getByRole('button', { name: 'Lower Greed for Gold to base +3 (costs 5 CPs)' })).toBeEnabled();
    expect(within(greed).getByRole('button', { name: /^Raise Greed for Gold to base \+5/ })).toBeDisabled();
  });

  it('lists the secondary traits chosen at creation, not one acquired in play', async () => {
    const user = userEvent.setup({ delay: null });
    mlsBuilder('mira');
    await user.click(within(builderSteps()).getByRole('button', { name: /^Secondary traits/ }));
    const list = screen.getByRole('list', { name: 'Secondary traits' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Bow', 'Track']);
    // Bow at +4 cost 15, the most a trait may start at: +3 costs 10, 5 back.
    const bow = card('Bow');
    expect(within(bow).getByRole('spinbutton', { name: 'Bow, level above base' })).toHaveValue(4);
    expect(within(bow).getByRole('button', { name: 'Lower Bow to base +3 (yields 5 CPs)' })).toBeEnabled();
    expect(within(bow).getByRole('button', { name: /^Raise Bow to base \+5/ })).toBeDisabled();
  });

  it('counts the fate points of creation, and says what creation leaves of the CPs, whatever play bought since', async () => {
    const user = userEvent.setup({ delay: null });
    // One more fate point bought in play.
    mlsBuilder('aldric', (page) => {
      expect(page.record('buy a fate point', { type: 'buy-fate' }).accepted).toBe(true);
    });
    await user.click(within(builderSteps()).getByRole('button', { name: /^Fate points/ }));
    // Lustful 17 and Honest 16 give one each ("Fate Points"), and one was bought at creation for 5 CPs.
    expect(fateFigure('Bought')).toBe('1');
    expect(fateFigure('Total fate points')).toBe('3');
    expect(screen.getByRole('button', { name: 'Give back a bought fate point (yields 5 CPs)' })).toBeEnabled();
    await user.click(within(builderSteps()).getByRole('button', { name: /^Review/ }));
    // A human of 18 starts with 60 CPs; Aura -1 yields 3 and Fear of the Dark at +1 yields 3: 66. Strength and
    // Dexterity +1 cost 2 each, Soldier as the occupation at +1 3 x 2, Sword at +2 6, Stamina (Inherent) at +1 3 - 1,
    // the fate point 5: 23, so 43 are left, whatever play has awarded and spent since.
    expect(screen.getByText(/^43 CPs left unspent carry into play/)).toBeInTheDocument();
    // The review's budget is the creation's too, line by line, with none of play's lines (before, the whole ledger's:
    // "67 CPs available, 28 CPs spent, 39 CPs left", beside this 43).
    const budget = screen.getByRole('table', { name: /^Character points:/ });
    expect(budget).toHaveAccessibleName('Character points: 66 CPs available, 23 CPs spent, 43 CPs left');
    expect(within(budget).queryByRole('row', { name: /play|award/i })).toBeNull();
  });

  it('shows a personality pair as chosen at creation', async () => {
    const user = userEvent.setup({ delay: null });
    // Elowen chose Merciful 14 (Cruel 6) at creation and raised Merciful to 15 in play.
    mlsBuilder('elowen');
    await user.click(within(builderSteps()).getByRole('button', { name: /^Personality/ }));
    const pair = screen.getByRole('group', { name: 'Merciful and Cruel' });
    expect(within(pair).getByRole('spinbutton', { name: 'Merciful' })).toHaveValue(14);
    expect(within(pair).getByRole('spinbutton', { name: 'Cruel' })).toHaveValue(6);
    expect(within(pair).getByRole('button', { name: /^Raise Merciful to 15 \(Cruel 5\)/ })).toBeEnabled();
  });

  it('works out the hit dice from the Body chosen at creation, after age took a level of it', async () => {
    const user = userEvent.setup({ delay: null });
    // Brindle as in the reference campaign, but losing Body rather than Strength to age at base + 32 increments.
    const brindle = referenceEditor('mls', 'brindle');
    const events = brindle.file.events.map((e) => (e.reduce === 'strength' ? { ...e, reduce: 'body' } : e));
    const page = gameEditor('mls', { ...brindle.file, events }, {}) as ReferenceEditor;
    expect(page.findings.filter((f) => f.severity === 'error')).toEqual([]);
    reopenedBuilder(page);
    await user.click(within(builderSteps()).getByRole('button', { name: /^Hit and magic points/ }));
    // "Total Hit Points (THP)": Size + Body - 2 dice. At creation Size is average 2 and Body average 2 +1, so 3 dice
    // (age took Body to 2 since), rolled 5 at the table; 3 x 3 = 9 is more.
    const hit = screen.getByRole('region', { name: 'Total Hit Points' });
    expect(hit).toHaveTextContent('Dice: Size 2 + Body 3 − 2 = 3 dice.');
    expect(hit).toHaveTextContent('Rolled at the table on 3d6: 5');
    expect(hit).toHaveTextContent('Total Hit Points: 9');
    expect(hit).not.toHaveTextContent('To do');
  });
});

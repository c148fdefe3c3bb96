import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeimrBuilder } from '../../../../src-renderer/systems/heimr/builder/heimr-builder';
import { HursagmuBuilder } from '../../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';
import { SymbaroumBuilder } from '../../../../src-renderer/systems/symbaroum/builder/symbaroum-builder';
import { builderSteps } from '../../builder-page';
import { referenceEditor } from '../../explain-page';

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
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadFile, type CharacterFile } from '../../../../shared/model';
import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { SymbaroumBuilder } from '../../../../src-renderer/systems/symbaroum/builder/symbaroum-builder';
import { EXPERIENCE } from '../../../../src-renderer/systems/symbaroum/points';
import { BuilderPage } from '../../builder-page';
import { FakeApi, TODAY } from '../../fake-api';
import { gameEditor } from '../../game-editor';
import { renderCampaign } from '../../render-app';

/**
 * Where focus goes after an action: it stays on the button the player used when that button's step is refused by
 * the click itself, and after Finish it starts again at the top of the page, on the character's heading.
 */

const TENS = {
  accurate: 10,
  cunning: 10,
  discreet: 10,
  persuasive: 10,
  quick: 10,
  resolute: 10,
  strong: 10,
  vigilant: 10,
};

/** A legal Symbaroum reference character, before anything was played, and its campaign's settings. */
function ylva(): { file: CharacterFile; settings: Record<string, unknown> } {
  const folder = join(import.meta.dirname, '../../../fixtures/symbaroum/reference');
  const loaded = loadFile('character', readFileSync(join(folder, 'characters/ylva.json'), 'utf8'), {
    file: 'ylva',
    today: TODAY,
  });
  if (!loaded.ok) throw new Error(loaded.problem.message);
  const settings = (
    JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { settings: Record<string, unknown> }
  ).settings;
  return { file: { ...loaded.value, name: 'Ylva', events: [] }, settings };
}

describe('focus after a priced button', () => {
  it('stays on "Raise Accurate" when raising Accurate to 11 uses the last point, not on the Cunning field', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = gameEditor<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>('symbaroum', {
      id: 'ylva',
      name: 'Ylva',
      creation: { attributes: TENS, abilities: {}, armor: null, shield: 'none' },
    });
    render(<BuilderPage editor={editor} Builder={SymbaroumBuilder} points={EXPERIENCE} />);
    await user.click(screen.getByRole('button', { name: 'Lower Discreet to 9 (frees 1 point)' }));
    screen.getByRole('button', { name: 'Raise Accurate to 11 (uses 1 point)' }).focus();
    await user.keyboard('{Enter}');
    expect(editor.creation!.attributes).toMatchObject({ accurate: 11, discreet: 9 });

    // The same button, now refused: it keeps the focus, says why, and a further Enter takes nothing.
    const raise = screen.getByRole('button', { name: 'Raise Accurate to 12 (not allowed)' });
    await new Promise((settled) => setTimeout(settled, 20));
    expect(raise).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Cunning' })).not.toHaveFocus();
    expect(raise).toHaveAttribute('aria-disabled', 'true');
    expect(raise).toHaveAccessibleDescription(
      'Raise Accurate to 12: the attributes add up to 81, 1 more than the 80 this campaign gives; lower some.',
    );
    expect(screen.getByText(/Attributes add up to 80 of 80\./)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(editor.creation!.attributes).toMatchObject({ accurate: 11 });

    // Shift+Tab goes back to "Lower Accurate", from where the player was; the refused button is disabled behind them.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Lower Accurate to 10 (frees 1 point)' })).toHaveFocus();
    expect(raise).toBeDisabled();
  });
});

describe('focus after Finish', () => {
  it('goes to the character’s heading at the top of the sheet, not to a control halfway down it', async () => {
    const { file, settings } = ylva();
    const api = new FakeApi();
    api.addCampaign({ name: 'Davokar', system: 'symbaroum', settings, characters: [file] });
    const { user } = await renderCampaign(api, 'Davokar');
    await user.click(within(screen.getByRole('list', { name: 'Characters' })).getByRole('button', { name: 'Ylva' }));
    await user.click(await screen.findByRole('tab', { name: 'Build' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', { name: /^Review/ }),
    );
    const finish = screen.getByRole('button', { name: 'Finish the character' });
    finish.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('tab', { name: 'Sheet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Character sheet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Ylva' })).toHaveFocus());
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { MlsBuilder } from '../../../../src-renderer/systems/mls/builder/mls-builder';

function editorFor() {
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
  });
}

describe('MLS review', () => {
  it('says what happens to CPs left unspent, as they change', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<MlsBuilder editor={editor} />);
    const steps = screen.getByRole('navigation', { name: 'Builder steps' });
    await user.click(within(steps).getByRole('button', { name: /^Review/ }));
    expect(
      screen.getByText(
        /^60 CPs left unspent carry into play: the character keeps them and spends them later, at the advancement prices/,
      ),
    ).toHaveTextContent('money, prayer or extra fate points at 5 CPs each. Primary traits can be bought only now.');

    // Spend them all on fate points (12 at 5 CPs).
    const creation = structuredClone(editor.creation!);
    creation.extraFatePoints = 12;
    editor.updateCreation('buy fate points', creation);
    expect(await screen.findByText('Every CP is spent, so none carry into play.')).toBeInTheDocument();
  });

  it('asks for the occupation in the words of the Occupation step, which offers it under the same words', async () => {
    const user = userEvent.setup({ delay: null });
    render(<MlsBuilder editor={editorFor()} />);
    const steps = screen.getByRole('navigation', { name: 'Builder steps' });
    await user.click(within(steps).getByRole('button', { name: /^Review/ }));
    const toDo = screen.getByRole('list', { name: 'Still to do' });
    const item = within(toDo)
      .getAllByRole('listitem')
      .find((li) => li.textContent!.startsWith('Choose an occupation'))!;
    expect(item).toHaveTextContent(
      'Choose an occupation: add the occupation in the Occupation step (a package skill at base level or above, at double cost).',
    );

    await user.click(within(item).getByRole('button', { name: 'Go to Occupation' }));
    expect(screen.getByRole('form', { name: 'Add the occupation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the occupation' })).toBeInTheDocument();
  });
});

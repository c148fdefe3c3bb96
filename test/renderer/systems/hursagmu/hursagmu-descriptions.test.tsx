import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import {
  giftDescription,
  traitDescription,
  type HursagmuCreation,
  type HursagmuSettings,
  type HursagmuSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HursagmuBuilder } from '../../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';
import { HursagmuSheetView } from '../../../../src-renderer/systems/hursagmu/sheet/hursagmu-sheet-view';

function editorFor(creation: HursagmuCreation, settings: Record<string, unknown> = {}) {
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
  });
}

const EMPTY: HursagmuCreation = { traits: {}, gifts: [], equipment: [] };

describe('HURSAGMU trait and gift descriptions', () => {
  it('says what each trait covers in the builder, with the rulebook’s section, and nothing of its own for a campaign trait', () => {
    render(<HursagmuBuilder editor={editorFor(EMPTY, { addedTraits: [{ id: 'seafaring', name: 'Seafaring' }] })} />);
    const archery = screen.getByRole('rowheader', { name: /^Archery/ });
    expect(archery).toHaveTextContent(`Archery${traitDescription('archery')!.summary} (rulebook, “TRAITS”)`);
    expect(screen.getByRole('rowheader', { name: /^Seafaring/ })).toHaveTextContent(/^Seafaring \(campaign\)$/);
  });

  it('names the revised chapter for Athlete', () => {
    render(<HursagmuBuilder editor={editorFor(EMPTY, { revisedEncounters: true })} />);
    expect(screen.getByRole('rowheader', { name: /^Athlete/ })).toHaveTextContent('(revised Encounters, “Movement”)');
  });

  it('says what each gift does in the builder’s Gifts step', async () => {
    const user = userEvent.setup({ delay: null });
    render(<HursagmuBuilder editor={editorFor(EMPTY, { revisedEncounters: true })} />);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', { name: /^Gifts/ }),
    );
    const others = screen.getByRole('list', { name: 'Other gifts' });
    const starvision = within(others).getByText('Starvision').closest('li')!;
    expect(starvision).toHaveTextContent(`${giftDescription('starvision')!.summary} (rulebook, “GIFTS > Senses”)`);
    const intuition = within(others).getByText('Intuition').closest('li')!;
    expect(intuition).toHaveTextContent('(revised Encounters, “Perception”)');
    const sorcery = screen.getByRole('list', { name: 'Sorcery' });
    expect(within(sorcery).getByText('Sorcery (Nekelmu)').closest('li')!).toHaveTextContent(
      giftDescription('sorcery-nekelmu')!.summary,
    );
  });

  it('shows the descriptions on the sheet beside the traits and gifts', () => {
    render(
      <HursagmuSheetView
        editor={editorFor({ traits: { stealth: 3 }, gifts: [{ gift: 'phosphorescence' }], equipment: [] })}
      />,
    );
    const traits = screen.getByRole('table', { name: 'Traits' });
    expect(within(traits).getByRole('rowheader', { name: /^Stealth/ })).toHaveTextContent(
      traitDescription('stealth')!.summary,
    );
    const gifts = screen.getByRole('list', { name: 'Gifts' });
    expect(gifts).toHaveTextContent(
      `${giftDescription('phosphorescence')!.summary} (rulebook, “GIFTS > Alien Biology”)`,
    );
  });
});

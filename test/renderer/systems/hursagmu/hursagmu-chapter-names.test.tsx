import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION, type CharacterFile, type LedgerEvent } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HursagmuBuilder } from '../../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';
import { hursagmuHistoryDescriber } from '../../../../src-renderer/systems/hursagmu/history-describer';
import { HursagmuSheetView } from '../../../../src-renderer/systems/hursagmu/sheet/hursagmu-sheet-view';
import { FakeApi } from '../../fake-api';
import { renderCampaign } from '../../render-app';

/*
 * Athlete and Rider are the revised encounters' names for the book's Athletics and Riding (004_103a540a1ecd82a2.txt,
 * "Movement": "10 + Athlete - armor", "a Rider roll (mounted)"; 003_ec97e9f49afae471.txt, "ENCOUNTERS" > Movement:
 * "10 + Athletics", "a Riding roll (mounted)"). A character made while the campaign played one chapter keeps its
 * levels when The Master switches to the other, and is offered the conversion of its names.
 */
type Editor = CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>;

function editorFor(
  file: Omit<CharacterFile, 'formatVersion' | 'system' | 'createdAt'>,
  settings: Record<string, unknown>,
): Editor {
  return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: getRuleSystem('hursagmu')!,
    file: { formatVersion: FORMAT_VERSION, system: 'hursagmu', createdAt: '2026-09-01', ...file },
    campaignSettings: settings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

/** Made under the revised encounters: Athlete 4 and Rider 2 at creation (8 + 2 = 10 points), Athlete raised to 5 in play (12 - 8 = 4). */
const ENKI = {
  id: 'enki',
  name: 'Enki',
  creation: { traits: { athlete: 4, rider: 2, fighting: 3 }, gifts: [], equipment: [] },
  events: [
    { id: 'e1', type: 'finish', date: '2026-10-01' },
    { id: 'e2', type: 'award', date: '2026-10-02', points: 10 },
    { id: 'e3', type: 'raise', date: '2026-10-02', trait: 'athlete', to: 5 },
  ] as LedgerEvent[],
};

const traitRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Traits' })).getByRole('row', { name: new RegExp(`^${name}`) });

describe('HURSAGMU trait names of the other chapter', () => {
  it("says in the traits' names that the book's campaign counts Athlete as Athletics, and converts the character with a history entry Undo takes back", async () => {
    const user = userEvent.setup();
    const editor = editorFor(ENKI, { revisedEncounters: false });
    render(<HursagmuSheetView editor={editor} />);

    // The levels stay: Athletics 5 and Riding 2, never the ids.
    expect(within(traitRow('Athletics')).getAllByRole('cell')[0]).toHaveTextContent('5');
    expect(within(traitRow('Riding')).getAllByRole('cell')[0]).toHaveTextContent('2');
    const notice = screen.getByRole('region', { name: 'Trait names' });
    expect(notice).toHaveTextContent(
      "Enki's traits are named as in the revised encounters. This campaign plays the book's encounters, so the sheet counts Athlete as Athletics and Rider as Riding. Convert the names to record it in the history; the levels stay as they are.",
    );
    expect(editor.legal).toBe(false);
    expect(editor.findings.map((f) => f.message)).toContain(
      "The creation names Athlete, the name the revised encounters give Athletics; this campaign plays the book's encounters, so it counts as Athletics. Convert the character's trait names to those of the book's encounters.",
    );
    expect(editor.findings.map((f) => f.message).join(' ')).not.toMatch(/"athlete"|use "/);

    await user.click(within(notice).getByRole('button', { name: "Convert to the names of the book's encounters" }));
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'trait-names', chapter: 'book' });
    expect(within(notice).getByRole('status')).toHaveTextContent(
      'Converted: Athlete as Athletics and Rider as Riding, recorded in the history. Undo takes it back.',
    );
    expect(editor.legal).toBe(true);
    expect(within(traitRow('Athletics')).getAllByRole('cell')[0]).toHaveTextContent('5');
    expect(hursagmuHistoryDescriber.describe(editor.file.events.at(-1)!, editor.evaluation.sheets?.at(-2))).toBe(
      "Trait names converted to those of the book's encounters: Athlete as Athletics and Rider as Riding",
    );

    act(() => editor.undo());
    expect(editor.file.events).toHaveLength(3);
    expect(editor.legal).toBe(false);
    expect(screen.getByRole('button', { name: "Convert to the names of the book's encounters" })).toBeEnabled();
  });

  it("converts the other way in the builder while the character is being built: Athletics becomes Athlete in the revised encounters' campaign", async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor(
      { id: 'ninsun', name: 'Ninsun', creation: { traits: { athletics: 3 }, gifts: [], equipment: [] }, events: [] },
      { revisedEncounters: true },
    );
    render(<HursagmuBuilder editor={editor} />);
    const notice = screen.getByRole('region', { name: 'Trait names' });
    expect(notice).toHaveTextContent(
      "Ninsun's traits are named as in the book's encounters. This campaign plays the revised encounters, so the sheet counts Athletics as Athlete.",
    );
    await user.click(within(notice).getByRole('button', { name: 'Convert to the names of the revised encounters' }));
    expect(editor.creation!.traits).toEqual({ athlete: 3 });
    expect(editor.file.events).toEqual([]);
    expect(editor.legal).toBe(true);
    expect(within(notice).getByRole('status')).toHaveTextContent(
      'Converted: Athletics as Athlete. Undo takes it back.',
    );
  });

  it('raises a trait named by the other chapter in the builder under one name, the campaign’s', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor(
      { id: 'ninsun', name: 'Ninsun', creation: { traits: { athlete: 2 }, gifts: [], equipment: [] }, events: [] },
      { revisedEncounters: false },
    );
    render(<HursagmuBuilder editor={editor} />);
    const row = screen.getByText('Athletics', { selector: 'label' }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Raise Athletics to 3/ }));
    expect(editor.creation!.traits).toEqual({ athletics: 3 });
    expect(screen.queryByRole('region', { name: 'Trait names' })).not.toBeInTheDocument();
  });

  it('names, on the campaign’s page, the characters whose traits carry the other chapter’s names, and converts each with an entry in its history', async () => {
    const api = new FakeApi();
    const enki = {
      formatVersion: FORMAT_VERSION,
      system: 'hursagmu',
      createdAt: '2026-09-01',
      ...ENKI,
    } as CharacterFile;
    const gula = {
      formatVersion: FORMAT_VERSION,
      system: 'hursagmu',
      createdAt: '2026-09-01',
      id: 'gula',
      name: 'Gula',
      creation: { traits: { healing: 4 }, gifts: [], equipment: [] },
      events: [],
    } as CharacterFile;
    const folder = api.addCampaign({
      name: 'Nippur',
      system: 'hursagmu',
      settings: { revisedEncounters: false },
      characters: [enki, gula],
    });
    const { user } = await renderCampaign(api, 'Nippur');
    const card = screen.getByRole('region', { name: 'Trait names' });
    await user.click(within(card).getByRole('button', { name: "Check the characters' trait names" }));
    const list = await within(card).findByRole('list', { name: 'Characters with trait names of the other chapter' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      "Enki: named as in the revised encounters, counted as the book's encounters name them: Athlete as Athletics and Rider as Riding.",
    );
    await user.click(within(list).getByRole('button', { name: "Convert Enki's trait names" }));
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Enki: Converted: Athlete as Athletics and Rider as Riding, recorded in the history. Undo takes it back.',
    );
    await waitFor(() =>
      expect(
        api
          .characters(folder)
          .find((c) => c.id === 'enki')!
          .events.at(-1),
      ).toMatchObject({ type: 'trait-names', chapter: 'book' }),
    );
    expect(api.characters(folder).find((c) => c.id === 'gula')!.events).toEqual([]);
  });
});

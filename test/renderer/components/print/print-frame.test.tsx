import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { CharacterFile } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { buildableSystems, findSystemScreens } from '../../../../src-renderer/systems';
import type { PrintOptions } from '../../../../src-renderer/contract/game-screens';

/**
 * What every game's printed sheet owes to the toolkit's print frame, checked for each game the app builds
 * with one of its reference characters: a new game inherits these checks instead of copying them.
 */
const options: PrintOptions = { pageSize: 'A4', includeHistory: false, blank: false, date: '2026-11-21' };

function referenceEditor(systemId: string) {
  const folder = join(import.meta.dirname, '../../../fixtures', systemId, 'reference');
  const settings = (JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { settings: unknown }).settings;
  const first = readdirSync(join(folder, 'characters'))
    .filter((f) => f.endsWith('.json'))
    .sort()[0]!;
  const file = JSON.parse(readFileSync(join(folder, 'characters', first), 'utf8')) as CharacterFile;
  return new CharacterEditorStore({
    system: getRuleSystem(systemId)!,
    file,
    campaignSettings: settings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

describe.each(buildableSystems().map((s) => s.id))('the printed sheet of a %s character', (systemId) => {
  const { PrintSheet } = findSystemScreens(systemId)!;

  it('heads the sheet with the name, the game and the date', () => {
    const editor = referenceEditor(systemId);
    render(<PrintSheet editor={editor} options={options} />);
    const sheet = screen.getByRole('article', { name: `Printable sheet of ${editor.file.name}` });
    const header = within(sheet).getByRole('banner');
    expect(header).toHaveTextContent(editor.file.name);
    expect(header).toHaveTextContent(editor.system.name);
    expect(header).toHaveTextContent('21 Nov 2026');
  });

  it('asks for the chosen paper by its class, with no inline style (the page’s policy refuses those)', () => {
    const editor = referenceEditor(systemId);
    const a4 = render(<PrintSheet editor={editor} options={{ ...options, pageSize: 'A4' }} />);
    expect(screen.getByRole('article', { name: `Printable sheet of ${editor.file.name}` })).toHaveClass(
      'print-sheet-a4',
    );
    expect(a4.container.querySelector('style, [style]')).toBeNull();
    a4.unmount();
    const letter = render(<PrintSheet editor={editor} options={{ ...options, pageSize: 'Letter' }} />);
    expect(screen.getByRole('article', { name: `Printable sheet of ${editor.file.name}` })).toHaveClass(
      'print-sheet-letter',
    );
    expect(letter.container.querySelector('style, [style]')).toBeNull();
  });
});

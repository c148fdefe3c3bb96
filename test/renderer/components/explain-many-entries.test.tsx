import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharacterFile, LedgerEvent } from '../../../shared/model';
import { HeimrSheetView } from '../../../src-renderer/systems/heimr/sheet/heimr-sheet-view';
import { OnCharacterPage } from '../explain-page';
import { gameEditor } from '../game-editor';

/*
 * A value moved by many entries: its "Why?" lists the latest twelve, oldest first, and a button shows them all. Torvald
 * (test/fixtures/heimr/reference) earned 30 to start and 12 in e5; fifteen awards of 1 more make 57, moved by 16.
 */

const fixture = join(import.meta.dirname, '../../fixtures/heimr/reference');

function torvaldAwardedFifteenTimes() {
  const file = JSON.parse(readFileSync(join(fixture, 'characters', 'torvald.json'), 'utf8')) as CharacterFile;
  const campaign = JSON.parse(readFileSync(join(fixture, 'campaign.json'), 'utf8')) as { settings: object };
  const awards: LedgerEvent[] = Array.from({ length: 15 }, (_, i) => ({
    id: `a${i + 1}`,
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    type: 'award',
    points: 1,
  }));
  return gameEditor(
    'heimr',
    {
      id: file.id,
      name: file.name,
      creation: file.creation as Record<string, unknown>,
      events: [...file.events, ...awards],
    },
    campaign.settings,
  );
}

describe('An explanation of a value many entries moved', () => {
  it('lists the latest twelve, and all sixteen when asked, with the focus kept on the button', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = torvaldAwardedFifteenTimes();
    render(
      <OnCharacterPage editor={editor}>
        <HeimrSheetView editor={editor as never} />
      </OnCharacterPage>,
    );
    await user.click(screen.getByRole('button', { name: 'Why is Experience earned 57?' }));
    const open = screen.getByRole('dialog', { name: 'Why is Experience earned 57?' });
    const items = () =>
      within(open)
        .getAllByRole('listitem')
        .filter((li) => li.closest('.explain-entries'));
    // The latest twelve of the sixteen: the awards of 4 to 15 March, oldest first.
    expect(items()).toHaveLength(12);
    expect(items()[0]).toHaveTextContent(/\(4 Mar 2026\)$/);
    expect(items()[11]).toHaveTextContent(/\(15 Mar 2026\)$/);
    expect(within(open).getByText(/^The latest 12 of 16 entries, oldest first:/)).toBeInTheDocument();
    const more = within(open).getByRole('button', { name: 'Show all 16' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(items()).toHaveLength(16);
    // The award of 12 (e5) comes first, then the fifteen of 1.
    expect(items()[0]).toHaveTextContent(/^Awarded 12 XP \(/);
    expect(within(open).getByText(/^All 16 entries, oldest first:/)).toBeInTheDocument();
    const fewer = within(open).getByRole('button', { name: 'Show the latest 12 only' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(items()).toHaveLength(12);
    expect(within(open).getByRole('button', { name: 'Show all 16' })).toHaveFocus();
  });

  it('lists every entry, with no button, where there are twelve or fewer', async () => {
    const user = userEvent.setup({ delay: null });
    const file = JSON.parse(readFileSync(join(fixture, 'characters', 'torvald.json'), 'utf8')) as CharacterFile;
    const campaign = JSON.parse(readFileSync(join(fixture, 'campaign.json'), 'utf8')) as { settings: object };
    const editor = gameEditor(
      'heimr',
      { id: file.id, name: file.name, creation: file.creation as Record<string, unknown>, events: file.events },
      campaign.settings,
    );
    render(
      <OnCharacterPage editor={editor}>
        <HeimrSheetView editor={editor as never} />
      </OnCharacterPage>,
    );
    await user.click(screen.getByRole('button', { name: 'Why is Experience earned 42?' }));
    const open = screen.getByRole('dialog', { name: 'Why is Experience earned 42?' });
    expect(
      within(open)
        .getAllByRole('listitem')
        .filter((li) => li.closest('.explain-entries')),
    ).toHaveLength(1);
    expect(within(open).queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile, Session } from '../../../shared/model';
import { enteredRoll } from '../../../shared/rules/core/dice';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../shared/rules/systems/hursagmu';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../shared/rules/systems/mls';
import { CampaignSessions } from '../../../src-renderer/components/campaign-sessions';
import { calendarDate } from '../../../src-renderer/base/format';
import { HistoryView } from '../../../src-renderer/components/history-view';
import { CharacterEditorStore, type AnyCharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { HursagmuAdvance } from '../../../src-renderer/systems/hursagmu/advance/hursagmu-advance';
import { MlsAdvance } from '../../../src-renderer/systems/mls/advance/mls-advance';
import { findSystemScreens } from '../../../src-renderer/systems';
import type { PrintOptions } from '../../../src-renderer/contract/game-screens';
import { recordEntriesOn } from '../ledger-desk-steps';

const SESSIONS: Session[] = [{ id: '2026-11-14-the-cedar-forest', name: 'The Cedar Forest', date: '2026-11-14' }];
const PRINT: PrintOptions = { pageSize: 'A4', includeHistory: true, blank: false, date: '2026-11-21' };

function mlsEditor() {
  const mls = getRuleSystem('mls')!;
  const creation: MlsCreation = {
    ...(mls.newCharacter(mls.defaultSettings(), 1) as MlsCreation),
    secondaries: [
      {
        id: 'hunter',
        name: 'Hunter',
        kind: 'trained',
        base: { kind: 'primary', trait: 'awareness' },
        level: 0,
        occupation: true,
      },
    ],
    hitPointsRoll: enteredRoll('2d6', 7),
  };
  const file: CharacterFile = {
    formatVersion: 1,
    id: 'wren-abc123',
    name: 'Wren',
    system: 'mls',
    createdAt: '2026-09-01',
    creation,
    events: [],
  };
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: mls,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

function hursagmuEditor() {
  const creation: HursagmuCreation = { traits: { archery: 6, strength: 10 }, gifts: [], equipment: [] };
  const file: CharacterFile = {
    formatVersion: 1,
    id: 'enkidu-abc123',
    name: 'Enkidu',
    system: 'hursagmu',
    createdAt: '2026-09-01',
    creation,
    events: [],
  };
  return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: getRuleSystem('hursagmu')!,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

/** The history on screen and in print, as the character page gives them the campaign's sessions. */
function renderHistories(editor: AnyCharacterEditorStore) {
  const screens = findSystemScreens(editor.system.id)!;
  return render(
    <CampaignSessions.Provider value={SESSIONS}>
      <HistoryView editor={editor} describer={screens.history} />
      <screens.PrintSheet editor={editor} options={PRINT} />
    </CampaignSessions.Provider>,
  );
}

/** The history printed on the sheet (the page's own History is a region too). */
const printedHistory = () => within(screen.getByRole('article')).getByRole('region', { name: 'History' });

describe('the history in words', () => {
  it('writes every date one way: day, month, year, never broken across a line, the ISO date kept for machines', () => {
    expect(calendarDate('2026-11-23')).toBe('23\u00a0Nov\u00a02026');
    expect(calendarDate('2026-01-05T10:00:00Z')).toBe('5\u00a0Jan\u00a02026');
    expect(calendarDate('not a date')).toBe('not a date');
  });

  it('MLS: lets the player say what an award was for, and shows it with the session’s name and date on screen and in print', async () => {
    const user = userEvent.setup();
    const editor = mlsEditor();
    const page = render(<MlsAdvance editor={editor} sessions={SESSIONS} />);
    await recordEntriesOn(user, { session: '2026-11-14-the-cedar-forest', date: '2026-11-15' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adventure size' }), 'minor');
    await user.type(screen.getByRole('textbox', { name: 'What for (optional)' }), 'rescuing the miller');
    await user.click(screen.getByRole('button', { name: 'Award 1 CP for a minor adventure (minor role)' }));
    expect(editor.file.events.at(-1)).toMatchObject({
      type: 'award',
      note: 'rescuing the miller',
      session: '2026-11-14-the-cedar-forest',
      date: '2026-11-15',
    });
    expect(screen.getByRole('status', { name: 'Last advancement' })).toHaveTextContent(
      'Awarded 1 CP for rescuing the miller, a minor adventure (minor role).',
    );
    expect(screen.getByRole('textbox', { name: 'What for (optional)' })).toHaveValue('');
    page.unmount();

    renderHistories(editor);
    const row = screen.getByRole('rowheader', { name: /^Minor adventure/ }).closest('tr')!;
    expect(row).toHaveTextContent('Minor adventure, minor role for rescuing the miller');
    expect(row).toHaveTextContent('The Cedar Forest, 14 Nov 2026');
    expect(row).not.toHaveTextContent('2026-11-14-the-cedar-forest');
    const date = within(row).getAllByRole('cell')[0]!;
    expect(date.textContent).toBe('15\u00a0Nov\u00a02026');
    expect(date.querySelector('time')).toHaveAttribute('dateTime', '2026-11-15');

    const printed = within(printedHistory()).getAllByRole('row')[1]!;
    expect(printed).toHaveTextContent('15 Nov 2026 (The Cedar Forest, 14 Nov 2026)');
    expect(printed).toHaveTextContent('Minor adventure, minor role for rescuing the miller');
    expect(printed).not.toHaveTextContent('2026-11-14-the-cedar-forest');
    editor.dispose();
  });

  it('HURSAGMU: keeps the award’s “what for” on screen and in print, and names a removed session as such', async () => {
    const user = userEvent.setup();
    const editor = hursagmuEditor();
    const page = render(<HursagmuAdvance editor={editor} sessions={SESSIONS} />);
    await recordEntriesOn(user, { session: '2026-11-14-the-cedar-forest' });
    await user.type(screen.getByRole('spinbutton', { name: 'Experience points to award' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'What for (optional)' }), 'slaying Humbaba');
    await user.click(screen.getByRole('button', { name: 'Award 5 experience points' }));
    page.unmount();

    const view = renderHistories(editor);
    const row = screen.getByRole('rowheader', { name: /^Awarded 5 experience points/ }).closest('tr')!;
    expect(row).toHaveTextContent('Awarded 5 experience points for slaying Humbaba');
    expect(row).toHaveTextContent('The Cedar Forest, 14 Nov 2026');
    expect(within(printedHistory()).getAllByRole('row')[1]).toHaveTextContent(
      'Awarded 5 experience points for slaying Humbaba',
    );
    view.unmount();

    // The campaign no longer has the session: the entry says so rather than showing the file's id.
    render(<HistoryView editor={editor} describer={findSystemScreens(editor.system.id)?.history} />);
    const orphan = screen.getByRole('rowheader', { name: /^Awarded/ }).closest('tr')!;
    expect(orphan).toHaveTextContent('a session no longer in the campaign');
    expect(orphan).not.toHaveTextContent('cedar-forest');
    editor.dispose();
  });
});

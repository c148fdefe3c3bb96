import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuleSystem } from '../../../shared/rules/registry';
import { CampaignSessions } from '../../../src-renderer/components/campaign-sessions';
import { HistoryView } from '../../../src-renderer/components/history-view';
import { CharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { mlsHistoryDescriber } from '../../../src-renderer/systems/mls/history-describer';
import { character, TODAY } from '../fake-api';

const system = getRuleSystem('mls')!;

function editorWithLedger() {
  const file = character('aria-aaaaaa', 'Aria', {
    creation: system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>,
    events: [
      { id: 'e1', date: '2026-11-01', type: 'age' },
      { id: 'e2', date: '2026-11-02', session: 'session-3', type: 'raise-personality', trait: 'chaste' },
      { id: 'e3', date: '2026-11-03', type: 'raise', trait: 'archery' },
      { id: 'e4', date: '2026-11-04', type: 'train', trait: 'strength' },
    ],
  });
  return new CharacterEditorStore({
    system,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => TODAY,
  });
}

const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('HistoryView', () => {
  it('puts each entry into words with its date, session, cost and what it changed', () => {
    render(
      <CampaignSessions.Provider value={[{ id: 'session-3', name: 'The Barrow', date: '2026-11-02' }]}>
        <HistoryView editor={editorWithLedger()} describer={mlsHistoryDescriber} />
      </CampaignSessions.Provider>,
    );
    const aged = rowOf(/^Aged one increment/);
    expect(aged).toHaveTextContent('1 Nov 2026');
    expect(aged).toHaveTextContent('+2 CPs');
    expect(aged).toHaveTextContent('CPs unspent 60 → 62');

    const chaste = rowOf(/^Raised Chaste/);
    // The session by its name and date in the campaign, never the id the file keeps.
    expect(chaste).toHaveTextContent('The Barrow, 2 Nov 2026');
    expect(chaste).not.toHaveTextContent('session-3');
    expect(chaste).toHaveTextContent('−1 CP');
    expect(chaste).toHaveTextContent('Chaste/Lustful 10/10 → 11/9');

    const trained = rowOf(/^Trained up Strength/);
    expect(trained).toHaveTextContent('−5 CPs');
    expect(trained).toHaveTextContent('Strength +2 → +3');
  });

  it('names each entry by its type for a game that does not put its ledger into words', () => {
    render(<HistoryView editor={editorWithLedger()} />);
    expect(rowOf(/^Raise personality/)).toHaveTextContent('2 Nov 2026');
    expect(rowOf(/^Train$/)).toHaveTextContent('−5 CPs');
  });

  it('flags a rejected entry with the rule it breaks', () => {
    render(<HistoryView editor={editorWithLedger()} describer={mlsHistoryDescriber} />);
    const rejected = rowOf(/^Raised archery/);
    expect(rejected).toHaveTextContent('Rejected: this entry breaks a rule and changed nothing.');
    expect(rejected).toHaveTextContent('The character has no secondary trait "archery"; acquire it first.');
    expect(
      within(rejected)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3\u00a0Nov\u00a02026', '—', '—', '—']);
  });

  it('undoes exactly the last entry after saying what it removes', async () => {
    const user = userEvent.setup();
    const editor = editorWithLedger();
    render(<HistoryView editor={editor} describer={mlsHistoryDescriber} />);
    await user.click(screen.getByRole('button', { name: 'Undo last entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the last entry?' });
    expect(dialog).toHaveTextContent('This removes “Trained up Strength” of 4 Nov 2026 (−5 CPs)');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(editor.file.events).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Undo last entry' }));
    await user.click(screen.getByRole('button', { name: 'Remove entry' }));
    expect(editor.file.events.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    expect(screen.queryByRole('rowheader', { name: /^Trained up Strength/ })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Raised Chaste/ })).toBeInTheDocument();
    expect(editor.budget?.left).toBe(61);
    editor.dispose();
  });
});

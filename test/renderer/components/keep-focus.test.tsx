import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../shared/rules/systems/hursagmu';
import { HistoryButtons } from '../../../src-renderer/components/history-buttons';
import { keepFocusAfter } from '../../../src-renderer/components/keep-focus';
import { CharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { UndoHistory } from '../../../src-renderer/state/undo-history';
import { HursagmuAdvance } from '../../../src-renderer/systems/hursagmu/advance/hursagmu-advance';
import { HursagmuBuilder } from '../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';

/**
 * A button that disables itself by what it does, or gives way to another control, leaves focus on the next
 * control that can act, never on the page body, so a keyboard user goes on from where they were.
 */

function hursagmuEditor(settings: Record<string, unknown>, events: Record<string, unknown>[] = []) {
  return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: getRuleSystem('hursagmu')!,
    file: {
      formatVersion: 1,
      id: 'ninsun',
      name: 'Ninsun',
      system: 'hursagmu',
      createdAt: '2026-11-21',
      creation: { traits: {}, gifts: [], equipment: [] },
      events: events as never,
    },
    campaignSettings: settings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => 7,
  });
}

describe('focus after a button disables itself', () => {
  it('goes to the next control that can act when a button disables itself', async () => {
    const user = userEvent.setup();
    function Once() {
      const [used, setUsed] = useState(false);
      return (
        <>
          <button type="button" disabled={used} onClick={(e) => (keepFocusAfter(e.currentTarget), setUsed(true))}>
            Use it
          </button>
          <button type="button" disabled>
            Not now
          </button>
          <button type="button">Next</button>
        </>
      );
    }
    render(<Once />);
    screen.getByRole('button', { name: 'Use it' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
  });

  it('goes to the control that takes the place of a button that is gone', async () => {
    const user = userEvent.setup();
    function Swap() {
      const [added, setAdded] = useState(false);
      return (
        <div>
          <button type="button">Before</button>
          <div>
            {added ? (
              <button key="remove" type="button">
                Remove it
              </button>
            ) : (
              <button key="add" type="button" onClick={(e) => (keepFocusAfter(e.currentTarget), setAdded(true))}>
                Add it
              </button>
            )}
          </div>
          <button type="button">After</button>
        </div>
      );
    }
    render(<Swap />);
    screen.getByRole('button', { name: 'Add it' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove it' })).toHaveFocus());
  });

  it('moves from Undo with nothing left to undo on to Redo', async () => {
    const user = userEvent.setup();
    const history = new UndoHistory();
    render(<HistoryButtons history={history} onUndo={() => void history.undo()} onRedo={() => void history.redo()} />);
    await act(() => history.execute({ label: 'rename of Aria', do: async () => true, undo: async () => true }));
    screen.getByRole('button', { name: /^Undo:? rename of Aria$/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Redo:? rename of Aria$/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('keeps focus on a HURSAGMU trait button that spent the last point, refused, until the player moves on', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = hursagmuEditor({ startingCharacterPoints: 2, maxStartingTraitLevel: 10 });
    render(<HursagmuBuilder editor={editor} />);
    // The same button raises Strength again: focus stays on it as its label and price change.
    screen.getByRole('button', { name: 'Raise Strength to 1 (costs 1 character point)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Raise Strength to 2 (costs 1 character point)' })).toHaveFocus();
    // The last point spent: the step is refused now, and the focus stays where the player is, with the reason read out.
    await user.keyboard('{Enter}');
    const refused = screen.getByRole('button', { name: /^Raise Strength to 3 / });
    await new Promise((settled) => setTimeout(settled, 20));
    expect(refused).toHaveFocus();
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription(/^Raise Strength to 3: /);
    expect(document.getElementById(refused.getAttribute('aria-describedby')!)).toHaveAttribute('aria-live', 'polite');
    // A further Enter takes nothing.
    await user.keyboard('{Enter}');
    expect(editor.creation!.traits).toMatchObject({ strength: 2 });
    // Moved on, the refused button is disabled like every other refused step.
    await user.tab();
    expect(refused).not.toHaveFocus();
    expect(refused).toBeDisabled();
  });

  it('keeps focus on Award once the award is recorded and the field emptied', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = hursagmuEditor({});
    render(<HursagmuAdvance editor={editor} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Experience points to award' }), '5');
    const award = screen.getByRole('button', { name: 'Award 5 experience points' });
    award.focus();
    await user.keyboard('{Enter}');
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'award', points: 5 });
    const refused = within(screen.getByRole('region', { name: 'Advancement' })).getByRole('button', {
      name: 'Award experience',
    });
    await new Promise((settled) => setTimeout(settled, 20));
    expect(refused).toHaveFocus();
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(editor.file.events.filter((e) => e.type === 'award')).toHaveLength(1);
  });
});

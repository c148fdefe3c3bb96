import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile, type CharacterFile } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { findSystemScreens } from '../../../../src-renderer/systems';
import { TODAY } from '../../fake-api';

/** A legal reference character of a game, with its history of play or without it. */
function reference(game: 'mls' | 'hursagmu', name: string, keepPlay: boolean): CharacterFile {
  const folder = join(import.meta.dirname, '../../../fixtures', game, 'reference');
  const loaded = loadFile('character', readFileSync(join(folder, 'characters', `${name}.json`), 'utf8'), {
    file: name,
    today: TODAY,
  });
  if (!loaded.ok) throw new Error(loaded.problem.message);
  return keepPlay ? loaded.value : { ...loaded.value, events: [] };
}

function settingsOf(game: string): unknown {
  const folder = join(import.meta.dirname, '../../../fixtures', game, 'reference');
  return (JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { settings: unknown }).settings;
}

function renderBuilder(game: 'mls' | 'hursagmu', file: CharacterFile) {
  const editor = new CharacterEditorStore({
    system: getRuleSystem(game)!,
    file,
    campaignSettings: settingsOf(game),
    writer: { save: async () => true },
    today: () => TODAY,
    randomSeed: () => 3,
  });
  const Builder = findSystemScreens(game)!.sections.find((s) => s.id === 'build')!.Component;
  render(<Builder editor={editor} />);
  return { editor, user: userEvent.setup({ delay: null }) };
}

/** The controls among the shown step's choices. */
function choiceControls(): HTMLElement[] {
  const choices = document.querySelector('fieldset.builder-choices');
  if (!choices) throw new Error('no choices on this step');
  return Array.from(choices.querySelectorAll<HTMLElement>('button, input, select, textarea'));
}

/** Disabled as a browser sees it: by itself or by the fieldset around it. */
const isDisabled = (control: HTMLElement) => control.matches(':disabled');

const games = [
  ['mls', 'aldric'],
  ['hursagmu', 'ashur'],
] as const;

describe.each(games)('creation kept apart from play in the %s builder', (game, name) => {
  it('finishes from the review, then shows every choice read-only until "Edit creation" reopens them', async () => {
    const { editor, user } = renderBuilder(game, reference(game, name, false));
    expect(editor.creationEditable).toBe(true);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', { name: /^Review/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Finish the character' }));
    expect(editor.file.events.map((e) => e.type)).toEqual(['finish']);
    expect(screen.queryByRole('button', { name: 'Finish the character' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('is ready to play');

    // The steps can still be visited; their choices cannot be changed.
    const steps = within(screen.getByRole('navigation', { name: 'Builder steps' })).getAllByRole('button');
    await user.click(steps[0]!);
    expect(screen.getByText(/is finished, so the creation choices are read-only\./)).toBeInTheDocument();
    const closed = choiceControls();
    expect(closed.length).toBeGreaterThan(0);
    for (const control of closed) expect(isDisabled(control)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Edit creation' }));
    expect(screen.getByText(/creation choices are open again/)).toBeInTheDocument();
    expect(choiceControls().some((control) => !isDisabled(control))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Done editing creation' }));
    for (const control of choiceControls()) expect(isDisabled(control)).toBe(true);
    expect(editor.file.events.map((e) => e.type)).toEqual(['finish']);
  });

  it('once play has begun, reopens only with a reason, and says each change will be recorded with it', async () => {
    const { editor, user } = renderBuilder(game, reference(game, name, true));
    expect(
      screen.getByText(/entr(y|ies) of play in the history, so the creation choices are read-only/),
    ).toBeInTheDocument();
    for (const control of choiceControls()) expect(isDisabled(control)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Edit creation…' }));
    const why = screen.getByRole('textbox', { name: 'Why change the creation now?' });
    expect(why).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit creation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason');
    expect(why).toHaveFocus();
    expect(editor.creationEditable).toBe(false);

    await user.type(why, 'The GM allowed a late swap');
    await user.click(screen.getByRole('button', { name: 'Edit creation' }));
    expect(editor.creationEditable).toBe(true);
    expect(
      screen.getByText(/each change is recorded in the history with the reason “The GM allowed a late swap”/),
    ).toBeInTheDocument();
    expect(choiceControls().some((control) => !isDisabled(control))).toBe(true);
  });
});

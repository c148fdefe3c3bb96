import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile, LedgerEvent } from '../../../../shared/model';
import { BuilderPage, builderSteps, tableRows } from '../../builder-page';
import { BudgetBar, otherBudgets } from '../../../../src-renderer/components/budget-bar';
import { gameEditor } from '../../game-editor';
import {
  STANDARD_ABILITIES,
  type HeimrCreation,
  type HeimrSettings,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { findSystemScreens } from '../../../../src-renderer/systems';
import { HeimrAdvance } from '../../../../src-renderer/systems/heimr/advance/heimr-advance';
import { HeimrBuilder } from '../../../../src-renderer/systems/heimr/builder/heimr-builder';
import { heimrHistoryDescriber } from '../../../../src-renderer/systems/heimr/history-describer';
import { EXPERIENCE } from '../../../../src-renderer/systems/heimr/points';
import { HeimrPrintSheet } from '../../../../src-renderer/systems/heimr/print/heimr-print-sheet';
import { HeimrSettingsForm } from '../../../../src-renderer/systems/heimr/settings/heimr-settings-form';
import { HeimrSheetView } from '../../../../src-renderer/systems/heimr/sheet/heimr-sheet-view';

type Editor = CharacterEditorStore<HeimrCreation, HeimrSheet, HeimrSettings>;

const MINUS = '\u2212';
/** A campaign with the book's abilities and one of its own, on two attributes. */
const CAMPAIGN = {
  abilities: [
    ...STANDARD_ABILITIES,
    {
      id: 'sailing',
      name: 'Sailing',
      attributes: ['dexterity', 'stamina'],
      baseConsistency: 0,
      description: 'Handle a boat in any weather.',
    },
  ],
} as unknown as Record<string, unknown>;

function editorFor(
  creation: Record<string, unknown> = { attributes: {}, training: {} },
  events: LedgerEvent[] = [],
  settings: Record<string, unknown> = CAMPAIGN,
): Editor {
  return gameEditor('heimr', { id: 'ragna', name: 'Ragna', creation, events }, settings);
}

const Page = ({ editor }: { editor: Editor }) => (
  <BuilderPage editor={editor} Builder={HeimrBuilder} points={EXPERIENCE} />
);

const steps = builderSteps;

describe('Heimr builder', () => {
  it('places attributes within the campaign’s points, and says why one more is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<Page editor={editor} />);
    expect(screen.getByText(/Attributes add up to 0 of \+2; 2 more to place\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Raise Strength to +1 (uses 1 point)' }));
    await user.click(screen.getByRole('button', { name: 'Raise Stamina to +1 (uses 1 point)' }));
    expect(editor.creation!.attributes).toEqual({ strength: 1, stamina: 1 });
    // Stamina 1: base fatigue 4 - 1 = 3.
    expect(
      screen.getByText(/Attributes add up to \+2 of \+2\. Base fatigue 3 \(4 − Stamina, at least 1\)/),
    ).toBeInTheDocument();
    const refused = screen.getByRole('button', { name: 'Raise Intelligence to +1 (not allowed)' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(
      'Raise Intelligence to +1: the attributes add up to 3, 1 more than the 2 this campaign allows; lower one, or lower one below 0 to raise another.',
    );
    // Lowering one below 0 frees a point for another.
    await user.click(screen.getByRole('button', { name: `Lower Empathy to ${MINUS}1 (frees 1 point)` }));
    await user.click(screen.getByRole('button', { name: 'Raise Intelligence to +1 (uses 1 point)' }));
    expect(editor.creation!.attributes).toEqual({ strength: 1, stamina: 1, empathy: -1, intelligence: 1 });
    // The campaign's range: -2 at the least.
    await user.click(screen.getByRole('button', { name: `Lower Empathy to ${MINUS}2 (frees 1 point)` }));
    expect(
      screen.getByRole('button', { name: `Lower Empathy to ${MINUS}3 (not allowed)` }),
    ).toHaveAccessibleDescription(
      `Lower Empathy to ${MINUS}3: empathy starts at ${MINUS}2 at the least in this campaign.`,
    );
  });

  it('prices training by the book’s table, shows how a point moves the chances, and stops at the starting experience', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<Page editor={editor} />);
    await user.click(within(steps()).getByRole('button', { name: /^Abilities/ }));
    // Survival, C 2 (the project's base) and P 0, physical with stamina 0, so the dice must reach fatigue 4. Against
    // CR 6 the roll fails only when the d6 shows 1-5 and both d10 1-5: (5/6)(1/4), so 79%; one more d10 makes it
    // (5/6)(1/8), 90%; one more potential needs 5, failing on (4/6)(4/10)^2, 89%.
    expect(screen.getByRole('row', { name: /^Survival/ })).toHaveTextContent(
      'CR 6: 79% now; 90% with one more consistency, 89% with one more potential',
    );
    await user.click(screen.getByRole('button', { name: 'Train Survival consistency to 1 (costs 5 XP)' }));
    await user.click(screen.getByRole('button', { name: 'Train Survival consistency to 2 (costs 10 XP)' }));
    await user.click(screen.getByRole('button', { name: 'Train Survival consistency to 3 (costs 15 XP)' }));
    expect(editor.creation!.training).toEqual({ survival: { consistency: 3, potential: 0 } });
    const bar = screen.getByRole('region', { name: 'Experience points (XP)' });
    expect(bar).toHaveTextContent(/Left\s*0 XP/);
    const over = screen.getByRole('button', { name: 'Train Brawl consistency to 1 (costs 5 XP)' });
    expect(over).toBeDisabled();
    // The rules' sentence already names the step, so it is told as it is.
    expect(over).toHaveAccessibleDescription(
      'Training at creation costs 35 experience points of the 30 to start with, 5 over; train less.',
    );
    // Giving a point back is always allowed.
    await user.click(screen.getByRole('button', { name: 'Lower Survival consistency to 2 (gives back 15 XP)' }));
    expect(bar).toHaveTextContent(/Left\s*15 XP/);
    // The chances against a CR the player types.
    await user.clear(screen.getByRole('spinbutton', { name: 'Show chances against challenge requirement (CR)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Show chances against challenge requirement (CR)' }), '1');
    expect(screen.getByRole('columnheader', { name: 'Chance against CR 1' })).toBeInTheDocument();
  });

  it('lists the campaign’s own abilities in a step of their own, with their attributes and description', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page editor={editorFor({ attributes: { dexterity: 2 }, training: {} })} />);
    await user.click(within(steps()).getByRole('button', { name: /^The campaign's abilities/ }));
    const row = screen.getByRole('row', { name: /^Sailing/ });
    // Potential: the average of Dexterity 2 and Stamina 0, 1.
    expect(row).toHaveTextContent('Sailing (Dexterity and Stamina, base consistency 0)Handle a boat in any weather.');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['0', '+1']));
    expect(screen.queryByRole('row', { name: /^Brawl/ })).not.toBeInTheDocument();
  });

  it('says so when the campaign has no abilities of its own', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page editor={editorFor(undefined, [], {})} />);
    await user.click(within(steps()).getByRole('button', { name: /^The campaign's abilities/ }));
    expect(
      screen.getByText(
        /This campaign has no abilities of its own yet\. Ask the game master to list the campaign’s in Campaign settings;/,
      ),
    ).toBeInTheDocument();
  });
});

describe('Heimr advancement', () => {
  const outcome = () => screen.getByRole('status', { name: 'Last entry' });

  it('asks which attribute gains the progress of an ability on two, and says what the point does before it is taken', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor({ attributes: { dexterity: 1, stamina: 0 }, training: {} });
    render(<HeimrAdvance editor={editor} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ability' }), 'sailing');
    const train = screen.getByRole('button', { name: 'Train Sailing consistency to 1 (5 XP)' });
    expect(train).toBeDisabled();
    expect(train).toHaveAccessibleDescription(
      'Train Sailing consistency to 1: choose which of Dexterity and Stamina gains the progress.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Attribute that gains the progress' }), 'stamina');
    // Stamina 0 rises to 1 at 6 progress ("Attribute progress").
    expect(screen.getByText('Stamina progress goes to 1 of the 6 it needs to rise to +1.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Train Sailing consistency to 1 (5 XP)' }));
    expect(editor.file.events.at(-1)).toMatchObject({
      type: 'train',
      ability: 'sailing',
      aspect: 'consistency',
      attribute: 'stamina',
    });
    expect(outcome()).toHaveTextContent(
      'Trained Sailing consistency from 0 to 1. Spent 5 XP; 25 XP unspent. Stamina progress 1 of 6.',
    );
    expect(editor.undoLabel).toBe('Undo: train Sailing consistency 0 → 1');
  });

  it('shows how one more point moves the chance at every CR of the useful range', async () => {
    const user = userEvent.setup({ delay: null });
    render(<HeimrAdvance editor={editorFor()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ability' }), 'persuasion');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Train' }), 'potential');
    // Persuasion C 0, P 0: the d6 alone, 1 to 6; with potential 1, 2 to 7.
    const table = screen.getByRole('table', {
      name: /^Persuasion: the chance to meet each challenge requirement now \(consistency 0, potential 0\) and with one more point of potential \(consistency 0, potential \+1\)/,
    });
    const rows = tableRows(table);
    expect(rows).toEqual([
      ['CR', '1', '2', '3', '4', '5', '6', '7'],
      ['Now', '100%', '83%', '67%', '50%', '33%', '17%', '0%'],
      ['After', '100%', '100%', '83%', '67%', '50%', '33%', '17%'],
    ]);
  });

  it('awards experience, records damage and treatment, and refuses a rest while injured', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<HeimrAdvance editor={editor} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Experience points to award' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'What for (optional)' }), 'the wolves');
    await user.click(screen.getByRole('button', { name: 'Award 7 XP' }));
    expect(outcome()).toHaveTextContent('Awarded 7 XP for the wolves. Gained 7 XP; 37 XP unspent.');

    await user.type(screen.getByRole('spinbutton', { name: 'Hit points lost' }), '4');
    await user.click(screen.getByRole('button', { name: 'Record 4 hit points lost' }));
    expect(
      screen.getByRole('heading', { name: `Hit points: ${MINUS}1 of 3, Bloodied: needs treatment; no short rest` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take a short rest' })).toHaveAccessibleDescription(
      `Take a short rest: the character is injured, with ${MINUS}1 hit points; a short rest restores only a character with 1 or more, so treat the injury first.`,
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Hit points given back by treatment' }), '5');
    expect(screen.getByRole('button', { name: 'Record treatment of 5 hit points' })).toHaveAccessibleDescription(
      'Record treatment of 5 hit points: the character has lost 4 hit points; treatment gives back at most that.',
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Hit points given back by treatment' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Hit points given back by treatment' }), '2');
    await user.click(screen.getByRole('button', { name: 'Record treatment of 2 hit points' }));
    await user.click(screen.getByRole('button', { name: 'Take a short rest' }));
    expect(editor.sheet!.health).toEqual({ max: 3, current: 3, injury: null });
    expect(editor.file.events.map((e) => e.type)).toEqual(['award', 'damage', 'heal', 'rest']);
  });
});

describe('Heimr sheet', () => {
  it('shows attributes with their progress, and the chances of each trained ability with a table for screen readers', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor(
      { attributes: { empathy: -1 }, training: { persuasion: { consistency: 0, potential: 1 } } },
      [
        { id: 'e1', date: '2026-11-21', type: 'award', points: 20 },
        { id: 'e2', date: '2026-11-21', type: 'train', ability: 'insight', aspect: 'consistency' },
      ],
    );
    render(<HeimrSheetView editor={editor} />);
    const attributes = screen.getByRole('table', { name: 'Attributes' });
    expect(
      within(attributes)
        .getByRole('row', { name: /^Empathy/ })
        .textContent?.replace(/\s+/g, ' '),
    ).toBe(`EmpathyMental${MINUS}11 of 4 to rise to 0`);
    // Persuasion C 0, P 0 + 1: the d6 alone plus 1, so CR 2 for certain down to CR 7 one time in six.
    const table = screen.getByRole('table', {
      name: /^Chance for Persuasion \(consistency 0, potential \+1\) to meet each challenge requirement/,
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['CRChance', '2100%', '383%', '467%', '550%', '633%', '717%']);
    expect(screen.queryByRole('heading', { name: /^Brawl/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show untrained abilities too' }));
    expect(screen.getByRole('heading', { name: /^Brawl/ })).toBeInTheDocument();
  });
});

describe('Heimr print sheet and history', () => {
  const reference = join(import.meta.dirname, '../../../fixtures/heimr/reference');
  const file = JSON.parse(readFileSync(join(reference, 'characters/ragna.json'), 'utf8')) as CharacterFile;
  const settings = (
    JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: Record<string, unknown> }
  ).settings;

  it('prints the values, and leaves every number to the pencil on the blank sheet', () => {
    const editor = editorFor(file.creation, file.events, settings);
    const { unmount } = render(
      <HeimrPrintSheet
        editor={editor}
        options={{ pageSize: 'Letter', includeHistory: true, blank: false, date: '2026-11-21' }}
      />,
    );
    const sheet = screen.getByRole('article', { name: 'Printable sheet of Ragna' });
    expect(sheet).toHaveClass('print-sheet-letter');
    // Ragna's reference sheet (test/fixtures/heimr/reference/expected/ragna.json): Insight C +2, P +2; Archery C 0, P +2.
    expect(within(sheet).getByRole('row', { name: /^Insight Empathy/ }).textContent).toBe('InsightEmpathy+2+22 / 2');
    expect(within(sheet).getByRole('row', { name: /^Archery Dexterity/ }).textContent).toBe('ArcheryDexterity0+22 / 1');
    // Initiative in the book's words (ragna.json: consistency 1, potential 2, the willpower left after one re-roll),
    // never "C +1, P +2".
    expect(within(sheet).getByText('consistency +1, potential +2')).toBeInTheDocument();
    expect(within(sheet).getByText('2 of 3')).toBeInTheDocument();
    // The award and what it changed: 10 XP of Ragna's own, then 60 more.
    expect(within(sheet).getByText('Awarded 60 XP: Experience unspent 10 → 70')).toBeInTheDocument();
    unmount();
    render(
      <HeimrPrintSheet
        editor={editor}
        options={{ pageSize: 'A4', includeHistory: true, blank: true, date: '2026-11-21' }}
      />,
    );
    const blank = screen.getByRole('article', { name: 'Printable sheet of Ragna' });
    expect(within(blank).getByRole('row', { name: /^Insight Empathy/ }).textContent).toBe('InsightEmpathy');
    expect(within(blank).queryByText(/Awarded 60 XP/)).not.toBeInTheDocument();
  });

  it('words each entry and what it changed', () => {
    const editor = editorFor(file.creation, file.events, settings);
    const sheets = editor.evaluation.sheets!;
    const describe = (i: number) => heimrHistoryDescriber.describe(file.events[i]!, sheets[i]);
    const changes = (i: number) => heimrHistoryDescriber.changes(sheets[i]!, sheets[i + 1]!);
    expect(describe(0)).toBe('Awarded 60 XP');
    expect(describe(1)).toBe('Trained Insight consistency 0 → 1');
    expect(changes(1)).toEqual([
      'Empathy progress 0 → 1 of 4',
      'Insight consistency 0 → +1',
      'Experience unspent 70 → 65',
    ]);
    // The fourth point of Insight raises Empathy from -1 to 0: Insight's potential, -1 + 1, becomes 0 + 2.
    expect(changes(4)).toEqual([`Empathy ${MINUS}1 → 0`, 'Insight potential 0 → +2', 'Experience unspent 50 → 40']);
    // An award moves the experience left, as MLS shows its CPs unspent: "What changed" is never empty for it.
    expect(changes(0)).toEqual(['Experience unspent 10 → 70']);
    expect(describe(6)).toBe('Trained Sailing consistency 0 → 1');
  });

  it('is the game’s screens in the app’s list', () => {
    expect(findSystemScreens('heimr')?.sections.map((s) => s.label)).toEqual(['Build', 'Sheet', 'Advance']);
  });
});

describe('Heimr campaign settings', () => {
  it('adds an ability of the campaign’s own with its attributes and base consistency, and refuses one without an attribute', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<HeimrSettingsForm settings={{}} onChange={onChange} />);
    const add = screen.getByRole('group', { name: 'Add an ability' });
    await user.type(within(add).getByRole('textbox', { name: 'New ability' }), 'Rune lore');
    await user.click(within(add).getByRole('button', { name: 'Add ability' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the attribute or attributes the ability is based on.');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(add).getByRole('checkbox', { name: 'Intelligence' }));
    await user.clear(within(add).getByRole('spinbutton', { name: 'Base consistency' }));
    await user.type(within(add).getByRole('spinbutton', { name: 'Base consistency' }), '-2');
    await user.click(within(add).getByRole('button', { name: 'Add ability' }));
    const next = onChange.mock.calls.at(-1)![0] as { abilities: unknown[] };
    expect(next.abilities).toHaveLength(7);
    expect(next.abilities.at(-1)).toEqual({
      id: 'rune-lore',
      name: 'Rune lore',
      attributes: ['intelligence'],
      baseConsistency: -2,
    });
  });
  it('renames, adds and removes attributes, and says which abilities lose theirs', async () => {
    const user = userEvent.setup({ delay: null });
    let settings: Record<string, unknown> = {};
    const { rerender } = render(<HeimrSettingsForm settings={settings} onChange={(next) => (settings = next)} />);
    const again = () => rerender(<HeimrSettingsForm settings={settings} onChange={(next) => (settings = next)} />);
    await user.type(screen.getByRole('textbox', { name: 'Name of attribute stamina' }), 'x');
    again();
    expect((settings.attributes as { name: string }[])[2]!.name).toBe('Staminax');
    await user.click(screen.getByRole('button', { name: 'Remove attribute Sociability' }));
    again();
    expect(
      screen.getByText(
        'Warning: Persuasion is based on "sociability", which is not an attribute of this campaign; correct it.',
      ),
    ).toBeInTheDocument();
    const add = screen.getByRole('group', { name: 'Add an attribute' });
    await user.type(within(add).getByRole('textbox', { name: 'New attribute' }), 'Spirit');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Group' }), 'mental');
    await user.click(within(add).getByRole('button', { name: 'Add attribute' }));
    again();
    expect((settings.attributes as unknown[]).at(-1)).toEqual({
      id: 'spirit',
      name: 'Spirit',
      short: 'spi',
      group: 'mental',
    });
    expect(
      within(screen.getByRole('group', { name: 'Add an ability' })).getByRole('checkbox', { name: 'Spirit' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Initiative consistency from' }), 'spirit');
    expect(settings.initiativeAttribute).toBe('spirit');
  });
});

describe('Heimr words for a newcomer', () => {
  it('says what attribute progress is and buys, and names consistency and potential in full', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor({ attributes: { empathy: -1 }, training: {} }, [
      { id: 'e1', date: '2026-11-21', type: 'award', points: 20 },
      { id: 'e2', date: '2026-11-21', type: 'train', ability: 'insight', aspect: 'consistency' },
    ]);
    render(
      <>
        <BudgetBar
          budget={editor.budget}
          findings={editor.findings}
          points={EXPERIENCE}
          others={otherBudgets(editor.system.currencies, editor.evaluation.budgets)}
        />
        <HeimrSheetView editor={editor} />
      </>,
    );
    // One point of Insight training gave Empathy one progress, held toward its rise.
    expect(screen.getByText('Attribute progress: 1 gathered toward attribute rises')).toBeInTheDocument();
    expect(screen.queryByText(/progress left/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    expect(screen.getByRole('table', { name: /^Attribute progress/ })).toHaveTextContent(
      /Attributes cannot be trained; they improve through training\. Each point of ability training gives one attribute progress to the attribute the ability is based on .*\(4 to 12, by that value\), it rises by one/,
    );
    // The sheet explains the same where the attributes are.
    const attributes = screen.getByRole('region', { name: 'Attributes' });
    expect(attributes).toHaveTextContent('Progress cannot be bought or spent on anything else.');

    // Initiative and the charts in the book's words: consistency and potential, never C and P.
    const play = screen.getByText('Initiative').closest('div, tr, li')!;
    expect(play).toHaveTextContent(/consistency [+−]?\d+, potential [+−]?\d+/);
    expect(
      screen.getByRole('table', { name: /^Chance for Insight \(consistency \+1, potential −1\)/ }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bC [+−]?\d|\bP [+−]?\d/);
  });
});

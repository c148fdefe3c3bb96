import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  otherChapterTrait,
  traitCost,
  traitDescription,
  TRAIT_COST_TABLE,
  type TraitSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { ChapterNamesNotice } from '../controls/chapter-names';
import { About } from '../controls/about';
import { LevelField, levelCheckOf, type LevelCheck } from '../../../components/builder/level-field';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, pricedChange, type HursagmuEditor } from '../controls/creation-change';
import { capitalise, signed } from '../../../base/format';
import { StepButtons } from '../../../components/step-buttons';
import { challengeLadder, challengeName, TraitOdds, typicalChallenge, type Challenge } from '../controls/trait-odds';
import { StepFindings } from '../../../components/builder/step-findings';
import { HURSAGMU_BUILDER } from './steps';
import { ColumnHeads } from '../../../components/column-heads';
import { creationSheet } from '../../../components/builder/creation-sheet';

// "TRAITS" > "Cost": the price of each level from zero, as the book's table gives it.
const PRICE_LIST = TRAIT_COST_TABLE.slice(1)
  .map((_, i) => `${i + 1}: ${traitCost(i + 1)}`)
  .join(', ');

/**
 * Every trait of the campaign with its level, one step up or down priced from the book's cost table, the
 * campaign's limit on beginning levels, and the odds of 2d6 + the trait against a challenge of the chapter.
 */
export const TraitsStep = observer(function TraitsStep({ editor }: { editor: HursagmuEditor }) {
  const sheet = creationSheet(editor)!;
  const settings = editor.settings;
  const ladder = challengeLadder(sheet.revised);
  const [chosen, setChosen] = useState(typicalChallenge(sheet.revised).difficulty);
  const challenge = ladder.find((c) => c.difficulty === chosen) ?? typicalChallenge(sheet.revised);
  const selectId = useId();
  const limit = settings.maxStartingTraitLevel;
  return (
    <div className="builder-step-body">
      <ChapterNamesNotice editor={editor} />
      <p className="hint">
        Every trait starts at 0, the human average. Points needed to reach a level from zero: {PRICE_LIST}; beyond 12
        each level costs twice the level two below it. Raising a trait costs the difference.
      </p>
      <p className="builder-summary">
        {limit === null
          ? 'This campaign sets no highest beginning level.'
          : `The Master limits beginning traits to level ${limit}; raise them further with experience once play starts.`}
      </p>
      <div className="field-row">
        <label htmlFor={selectId}>Show odds against</label>
        <select id={selectId} value={challenge.difficulty} onChange={(e) => setChosen(e.target.value)}>
          {ladder.map((c) => (
            <option key={c.difficulty} value={c.difficulty}>
              {c.difficulty} ({sheet.revised ? `flat ${c.level}` : `2d6 + ${c.level}`})
            </option>
          ))}
        </select>
        <p className="hint">
          {sheet.revised
            ? "The revised encounters' challenge levels are flat numbers to beat with 2d6 + trait."
            : "The book's challenge levels are rolled like a trait, 2d6 + level, against the trait roll."}
        </p>
      </div>
      <table className="trait-table">
        <ColumnHeads
          columns={['Trait', 'Level', `Odds against ${challengeName(challenge, sheet.revised)}`, 'Change']}
        />
        <tbody>
          {sheet.traits.map((t) => (
            <TraitRow key={t.id} editor={editor} trait={t} challenge={challenge} revised={sheet.revised} />
          ))}
        </tbody>
      </table>
      <StepFindings editor={editor} plan={HURSAGMU_BUILDER} step="traits" />
    </div>
  );
});

const TraitRow = observer(function TraitRow({
  editor,
  trait,
  challenge,
  revised,
}: {
  editor: HursagmuEditor;
  trait: TraitSheet;
  challenge: Challenge;
  revised: boolean;
}) {
  // The row is the creation sheet's (creation-sheet.ts): the level chosen at creation, which the builder changes.
  const level = trait.level;
  const to = (n: number) => {
    const next = copyCreation(editor.creation!);
    // A level written under the other chapter's name (Athlete for the book's Athletics) is this trait's: one key stays.
    for (const id of Object.keys(next.traits))
      if (otherChapterTrait(id, editor.settings)?.id === trait.id) delete next.traits[id];
    if (n === 0) delete next.traits[trait.id];
    else next.traits[trait.id] = n;
    return next;
  };
  const limit = editor.settings.maxStartingTraitLevel;
  const setTo = (n: number) => `set ${trait.name} to ${n}`;
  const check = (n: number): LevelCheck => {
    // The lowest level is human average; a file holds levels up to 1000 (schemas.ts).
    if (n < 0) return { price: 'not allowed', blocked: `${trait.name} cannot go below 0, the human average.` };
    if (n > 1000) return { price: 'not allowed', blocked: `${trait.name} cannot begin above ${limit ?? 1000}.` };
    const action = capitalise(setTo(n));
    // Priced, checked and explained as the button for the same change is; lowering is refused only for want of points.
    return levelCheckOf(pricedChange(editor, to(n), action, { budgetOnly: n < level }), action);
  };
  const up = changeOption(
    editor,
    to(level + 1),
    `Raise ${trait.name} to ${level + 1}`,
    `${trait.name} to ${level + 1}`,
  );
  const down =
    level > 0
      ? changeOption(editor, to(level - 1), `Lower ${trait.name} to ${level - 1}`, `${trait.name} to ${level - 1}`, {
          budgetOnly: true,
        })
      : undefined;
  return (
    <tr>
      <th scope="row">
        {trait.name}
        {trait.campaign && <span className="hint"> (campaign)</span>}
        <About description={traitDescription(trait.id)} />
      </th>
      <td className="trait-value">
        <LevelField
          label={trait.name}
          labelHidden
          value={level}
          min={0}
          max={limit ?? undefined}
          check={check}
          commit={(n) => editor.updateCreation(setTo(n), to(n))}
        />
        {trait.modifiers.length > 0 && (
          <span className="hint hursagmu-trait-modifiers">
            {' '}
            ({trait.modifiers.map((m) => `${m.reason} ${signed(m.amount)}`).join(', ')}:{' '}
            {trait.value === null ? 'unusable while unable to move' : `rolls at ${trait.value}`})
          </span>
        )}
      </td>
      <td>
        {trait.value !== null && (
          <TraitOdds name={trait.name} value={trait.value} challenge={challenge} revised={revised} named={false} />
        )}
      </td>
      <td>
        <StepButtons options={[down, up]} />
      </td>
    </tr>
  );
});

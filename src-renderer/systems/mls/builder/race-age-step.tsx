import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  ageInYears,
  CP_PER_INCREMENT_OLD,
  CP_PER_INCREMENT_YOUNG,
  formatAge,
  OLD_AGE_INCREMENTS,
  OLDEST_START_INCREMENTS,
  PLUS_TWO_ALLOWANCE,
  RACE_IDS,
  RACES,
  STARTING_CP,
  startingCp,
  type Race,
} from '../../../../shared/rules/systems/mls';
import { copyCreation } from '../../../components/builder/creation-option';
import { whyNot, type MlsEditor } from '../controls/creation-step';
import { cps, tenths } from '../../../base/format';
import { StepFindings } from '../../../components/builder/step-findings';
import { MLS_BUILDER } from './steps';

/** "year", "4 years", "9 months": one age increment of a race. */
function incrementText(race: Race): string {
  const months = RACES[race].incrementMonths;
  if (months % 12 === 0) return months === 12 ? 'year' : `${months / 12} years`;
  return `${months} months`;
}

/** Race and starting age; the CPs follow from the age, as the rulebook's "Racial Differences" table sets out. */
export const RaceAgeStep = observer(function RaceAgeStep({ editor }: { editor: MlsEditor }) {
  const creation = editor.creation!;
  const raceId = useId();
  const ageId = useId();
  const ageHelpId = useId();
  const raceProblemId = useId();
  const race = creation.race;
  const info = RACES[race];
  const reading = editor.settings.startingCpPast22Increments;
  const perOld = reading === 'character-generation' ? CP_PER_INCREMENT_YOUNG : CP_PER_INCREMENT_OLD;
  const oldFrom = tenths(ageInYears(race, OLD_AGE_INCREMENTS));
  const most = Math.max(OLDEST_START_INCREMENTS, creation.ageIncrements);
  const ages = Array.from({ length: most + 1 }, (_, n) => n);
  const allowance = PLUS_TWO_ALLOWANCE.slice(1).map(
    (step) =>
      `from ${tenths(ageInYears(race, step.fromIncrements))} ${step.allowed === 0 ? 'no primary trait' : `only ${step.allowed} primary trait${step.allowed === 1 ? '' : 's'}`} may start at average +2`,
  );

  const setRace = (next: Race) => {
    const changed = copyCreation(creation);
    changed.race = next;
    editor.updateCreation(`set race to ${RACES[next].name}`, changed);
  };
  const setAge = (increments: number) => {
    const changed = copyCreation(creation);
    changed.ageIncrements = increments;
    editor.updateCreation(`set age to ${formatAge(race, increments)}`, changed);
  };

  const ageChoice = (n: number) => {
    const changed = { ...creation, ageIncrements: n };
    const { blocked } =
      n === creation.ageIncrements ? { blocked: undefined } : whyNot(creation, changed, editor.settings);
    return {
      n,
      text: `${formatAge(race, n)} (${cps(startingCp(n, reading))})${blocked ? ' — not possible with the current choices' : ''}`,
      blocked,
    };
  };
  const choices = ages.map(ageChoice);
  const blockedHere = choices.find((c) => c.blocked);

  return (
    <div className="builder-step-body">
      <div className="field-row">
        <label htmlFor={raceId}>Race</label>
        <select
          id={raceId}
          value={race}
          aria-describedby={raceProblemId}
          onChange={(e) => setRace(e.target.value as Race)}
        >
          {RACE_IDS.map((r) => (
            <option key={r} value={r}>
              {RACES[r].name}
            </option>
          ))}
        </select>
        <p id={raceProblemId} className="hint">
          A {info.name} starts at {info.baseAge} and ages one increment every {incrementText(race)}.
        </p>
      </div>
      <div className="field-row">
        <label htmlFor={ageId}>Starting age</label>
        <select
          id={ageId}
          value={creation.ageIncrements}
          aria-describedby={ageHelpId}
          onChange={(e) => setAge(Number(e.target.value))}
        >
          {choices.map((c) => (
            <option key={c.n} value={c.n} disabled={c.blocked !== undefined}>
              {c.text}
            </option>
          ))}
        </select>
        <div id={ageHelpId} className="hint">
          <p>
            {cps(STARTING_CP)} at {info.baseAge}, +{CP_PER_INCREMENT_YOUNG} per {incrementText(race)} after, {perOld}{' '}
            per {incrementText(race)} after {oldFrom}
            {reading === 'character-generation' ? ' (this campaign reads the book’s “+2 CPs per year after that”)' : ''}
            . A new {info.name} is between {formatAge(race, 0)} and {formatAge(race, OLDEST_START_INCREMENTS)} old.
          </p>
          <p>Age limits the best primary traits: {allowance.join('; ')}.</p>
          {blockedHere && (
            <p className="step-blocked">Some ages are not possible with the current choices: {blockedHere.blocked}</p>
          )}
        </div>
      </div>
      <p className="builder-summary">
        Now {formatAge(race, creation.ageIncrements)}: {cps(startingCp(creation.ageIncrements, reading))} to build with.
      </p>
      <StepFindings editor={editor} plan={MLS_BUILDER} step="race-age" />
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import {
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  type BaseFormula,
  type MlsPurchase,
  type MlsSheet,
  type PrimaryTrait,
  type SecondaryKind,
} from '../../../../shared/rules/systems/mls';
import { ITEM_NAME_LIMIT, nameTooLong } from '../../../components/name-limit';
import { slugOf } from '../../../base/slug';
import type { MlsEditor } from '../controls/creation-step';
import { StepButtons } from '../../../components/step-buttons';
import type { AdvanceDesk } from './advance-desk';
import { PurchaseButton } from './purchase-button';

type BaseKind = BaseFormula['kind'];

/** An id for a new trait from its name, unlike any the character already has. */
export function traitIdFor(name: string, sheet: MlsSheet): string {
  const taken = new Set([...sheet.secondaries.map((s) => s.id), ...sheet.negatives.map((n) => n.id)]);
  // slugOf falls back to "character" for a name with no Latin letters or digits.
  const slug = slugOf(name) === 'character' && !/character/i.test(name) ? 'trait' : slugOf(name);
  let id = slug;
  for (let n = 2; taken.has(id); n++) id = `${slug}-${n}`;
  return id;
}

/** Defining and acquiring a new secondary trait in play: name, kind and the primary traits its base comes from. */
export const AcquireForm = observer(function AcquireForm({
  editor,
  desk,
  sheet,
}: {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}) {
  const ids = { heading: useId(), name: useId(), kind: useId(), base: useId(), trait: useId() };
  const [name, setName] = useState('');
  const [kind, setKind] = useState<SecondaryKind>('trained');
  const [baseKind, setBaseKind] = useState<BaseKind>('primary');
  const [trait, setTrait] = useState<PrimaryTrait>('dexterity');
  const [averaged, setAveraged] = useState<PrimaryTrait[]>([]);
  const [priest, setPriest] = useState(false);
  const [combat, setCombat] = useState(false);
  const [untrained, setUntrained] = useState(false);

  const trimmed = name.trim();
  const base: BaseFormula = baseKind === 'average' ? { kind: 'average', traits: averaged } : { kind: baseKind, trait };
  const listUntrained = kind === 'natural' && untrained;
  let blocked: string | undefined;
  if (trimmed === '') blocked = 'Type a name for the new trait first.';
  else if (nameTooLong(trimmed, ITEM_NAME_LIMIT)) blocked = nameTooLong(trimmed, ITEM_NAME_LIMIT);
  else if (baseKind === 'average' && averaged.length < 2)
    blocked = 'Tick at least two primary traits to average for the base.';
  const purchase: MlsPurchase = {
    type: 'acquire',
    trait: {
      id: traitIdFor(trimmed, sheet),
      name: trimmed,
      kind,
      base,
      ...(priest ? { priest: true } : {}),
      ...(combat ? { combat: true } : {}),
    },
    ...(listUntrained ? { untrained: true } : {}),
  };
  const what = trimmed || 'the new trait';
  const action = listUntrained ? `List ${what} untrained at base −2` : `Acquire ${what} at base`;
  const reset = () => {
    setName('');
    setPriest(false);
    setCombat(false);
    setUntrained(false);
  };

  // The fields show only this form's own state, so a purchase elsewhere (a new sheet) reuses them as they are.
  const fields = useMemo(
    () => (
      <>
        <div className="mls-advance-form-grid">
          <label htmlFor={ids.name}>Name of the new trait</label>
          <input
            id={ids.name}
            type="text"
            value={name}
            aria-invalid={nameTooLong(name, ITEM_NAME_LIMIT) ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <label htmlFor={ids.kind}>Kind of the new trait</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as SecondaryKind)}>
            <option value="trained">Trained (not usable until acquired)</option>
            <option value="natural">Natural (usable untrained at base −2)</option>
            <option value="inherent">Inherent (usable at base without acquiring)</option>
          </select>
          <label htmlFor={ids.base}>Base of the new trait</label>
          <select id={ids.base} value={baseKind} onChange={(e) => setBaseKind(e.target.value as BaseKind)}>
            <option value="primary">A primary trait</option>
            <option value="reverse">2 minus a primary trait</option>
            <option value="average">The average of primary traits (rounded down)</option>
          </select>
          {baseKind === 'average' ? (
            <fieldset className="mls-advance-checkboxes">
              <legend>Primary traits to average</legend>
              {PRIMARY_TRAITS.map((t) => (
                <label key={t}>
                  <input
                    type="checkbox"
                    checked={averaged.includes(t)}
                    onChange={(e) => setAveraged(e.target.checked ? [...averaged, t] : averaged.filter((x) => x !== t))}
                  />{' '}
                  {PRIMARY_TRAIT_NAMES[t]}
                </label>
              ))}
            </fieldset>
          ) : (
            <>
              <label htmlFor={ids.trait}>Primary trait of the base</label>
              <select id={ids.trait} value={trait} onChange={(e) => setTrait(e.target.value as PrimaryTrait)}>
                {PRIMARY_TRAITS.map((t) => (
                  <option key={t} value={t}>
                    {PRIMARY_TRAIT_NAMES[t]}
                  </option>
                ))}
              </select>
            </>
          )}
        </div>
        <label className="mls-advance-check">
          <input type="checkbox" checked={priest} onChange={(e) => setPriest(e.target.checked)} /> A Priest magic skill
          (allows praying CPs into favour)
        </label>
        <label className="mls-advance-check">
          <input type="checkbox" checked={combat} onChange={(e) => setCombat(e.target.checked)} /> A combat or magic
          skill (half its value, rounded down, is its attacks per turn)
        </label>
        {kind === 'natural' && (
          <label className="mls-advance-check">
            <input type="checkbox" checked={untrained} onChange={(e) => setUntrained(e.target.checked)} /> List it
            untrained at base −2 (free; checks can raise it)
          </label>
        )}
      </>
    ),
    [ids.name, ids.kind, ids.base, ids.trait, name, kind, baseKind, trait, averaged, priest, combat, untrained],
  );

  return (
    <section className="mls-advance-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Acquire a new secondary trait</h4>
      {fields}
      {blocked ? (
        <StepButtons options={[{ label: action, blocked, apply: () => undefined }]} />
      ) : (
        <PurchaseButton
          editor={editor}
          desk={desk}
          purchase={purchase}
          action={action}
          undoLabel={listUntrained ? `list ${trimmed} untrained` : `acquire ${trimmed}`}
          done={listUntrained ? `Listed ${trimmed} untrained at base −2.` : `Acquired ${trimmed} at base.`}
          onRecorded={reset}
        />
      )}
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ShieldKind } from '../../../../shared/rules/systems/symbaroum';
import { copyCreation } from '../../../components/builder/creation-option';
import { StepFindings } from '../../../components/builder/step-findings';
import { figure } from '../../../base/format';
import type { SymbaroumEditor } from '../controls/edit';
import { SYMBAROUM_BUILDER } from './steps';
import { creationSheet } from '../../../components/builder/creation-sheet';

const SHIELDS: readonly { id: ShieldKind; label: string }[] = [
  { id: 'none', label: 'No shield' },
  { id: 'shield', label: 'A shield (+1 Defense)' },
  { id: 'buckler', label: 'A buckler (+1 Defense)' },
];

/** The armor worn, from the campaign's list, and the shield carried: Defense = Quick − impeding, +1 for a shield ("Secondary Attributes", "Shield"). */
export const ArmorStep = observer(function ArmorStep({ editor }: { editor: SymbaroumEditor }) {
  const ids = { armor: useId(), shield: useId() };
  const sheet = creationSheet(editor)!;
  const creation = editor.creation!;
  const quick = sheet.attributes.find((a) => a.id === 'quick')!.value;
  const change = (label: string, apply: (c: typeof creation) => void) => {
    const next = copyCreation(creation);
    apply(next);
    editor.updateCreation(label, next);
  };
  return (
    <div className="builder-step-body">
      <p className="builder-summary" role="status">
        Defense {figure(sheet.defense)}: Quick {figure(quick)}
        {sheet.armorWorn ? ` − ${sheet.armorWorn.name.toLowerCase()} ${figure(sheet.armorWorn.impeding)}` : ''}
        {sheet.shield !== 'none' ? ` + ${sheet.shield} 1` : ''}.
      </p>
      <fieldset className="symbaroum-choice">
        <legend id={ids.armor}>Armor</legend>
        {[{ id: null, name: 'No armor', impeding: 0 }, ...editor.settings.armor].map((a) => (
          <label key={a.id ?? 'none'} className="symbaroum-check">
            <input
              type="radio"
              name={ids.armor}
              checked={creation.armor === a.id}
              onChange={() => change(a.id === null ? 'wear no armor' : `wear ${a.name}`, (c) => (c.armor = a.id))}
            />
            {a.name}
            {a.id !== null && ` (impeding ${figure(a.impeding)})`}
          </label>
        ))}
      </fieldset>
      <fieldset className="symbaroum-choice">
        <legend id={ids.shield}>Shield</legend>
        {SHIELDS.map((s) => (
          <label key={s.id} className="symbaroum-check">
            <input
              type="radio"
              name={ids.shield}
              checked={creation.shield === s.id}
              onChange={() =>
                change(`carry ${s.label.charAt(0).toLowerCase() + s.label.slice(1)}`, (c) => (c.shield = s.id))
              }
            />
            {s.label}
          </label>
        ))}
      </fieldset>
      <StepFindings editor={editor} plan={SYMBAROUM_BUILDER} step="armor" />
    </div>
  );
});

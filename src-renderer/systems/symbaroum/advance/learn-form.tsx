import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { PricedButton } from '../../../components/priced-button';
import { previewSymbaroumStep, type SymbaroumDesk } from '../controls/desk';
import type { SymbaroumEditor } from '../controls/edit';
import { experience } from '../points';

/** An ability's next level: novice for a new one, then adept, then master ("Improving Your Character"). */
export const LearnForm = observer(function LearnForm({ editor, desk, sheet }: { editor: SymbaroumEditor; desk: SymbaroumDesk; sheet: SymbaroumSheet }) {
  const ids = { heading: useId(), ability: useId() };
  const [abilityId, setAbilityId] = useState(() => sheet.abilityRows[0]?.id ?? '');
  const ability = sheet.abilityRows.find((a) => a.id === abilityId) ?? sheet.abilityRows[0];
  if (!ability) return <p className="empty-state">This campaign lists no abilities to learn.</p>;
  const next = ability.next;
  const preview = previewSymbaroumStep(sheet, { type: 'learn', ability: ability.id }, editor.settings);
  const label = next ? `Learn ${ability.name} at ${next.level} (${preview.priced ? experience(preview.amount) : 'not allowed'})` : `Learn ${ability.name} (not allowed)`;
  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Learn an ability</h4>
      <div className="desk-form-grid">
        <label htmlFor={ids.ability}>Ability</label>
        <select id={ids.ability} value={ability.id} onChange={(e) => setAbilityId(e.target.value)}>
          {sheet.abilityRows.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.level ?? 'not learned'})
            </option>
          ))}
        </select>
      </div>
      {ability.description && <p className="how">{ability.description}</p>}
      <PricedButton
        label={label}
        blocked={preview.blocked}
        onClick={() => desk.perform(`learning ${ability.name} at ${next!.level}`, { type: 'learn', ability: ability.id }, () => `Learned ${ability.name} at ${next!.level}.`)}
      />
    </section>
  );
});

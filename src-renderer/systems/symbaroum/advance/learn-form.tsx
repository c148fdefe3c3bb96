import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DeskForm } from '../../../components/desk-form';
import { ChoiceField, choicesOf } from '../../../components/form-fields';
import type { SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { explainPrice, PricedButton } from '../../../components/priced-button';
import { previewSymbaroumStep, type SymbaroumDesk } from '../controls/desk';
import type { SymbaroumEditor } from '../controls/edit';
import { experience } from '../points';

/** An ability's next level: novice for a new one, then adept, then master ("Improving Your Character"). */
export const LearnForm = observer(function LearnForm({
  editor,
  desk,
  sheet,
}: {
  editor: SymbaroumEditor;
  desk: SymbaroumDesk;
  sheet: SymbaroumSheet;
}) {
  const [abilityId, setAbilityId] = useState(() => sheet.abilityRows[0]?.id ?? '');
  const ability = sheet.abilityRows.find((a) => a.id === abilityId) ?? sheet.abilityRows[0];
  if (!ability) return <p className="empty-state">This campaign lists no abilities to learn.</p>;
  const next = ability.next;
  const preview = previewSymbaroumStep(sheet, { type: 'learn', ability: ability.id }, editor.settings);
  const label = next
    ? `Learn ${ability.name} at ${next.level} (${preview.priced ? experience(preview.amount) : 'not allowed'})`
    : `Learn ${ability.name} (not allowed)`;
  return (
    <DeskForm
      heading="Learn an ability"
      fields={
        <ChoiceField
          label="Ability"
          value={ability.id}
          choices={choicesOf(sheet.abilityRows, (a) => `${a.name} (${a.level ?? 'not learned'})`)}
          onChange={setAbilityId}
        />
      }
    >
      {ability.description && <p className="how">{ability.description}</p>}
      <PricedButton
        label={label}
        blocked={preview.blocked}
        explain={() => explainPrice(editor, { type: 'learn', ability: ability.id })}
        onClick={() =>
          desk.perform(
            `learn ${ability.name} at ${next!.level}`,
            { type: 'learn', ability: ability.id },
            () => `Learned ${ability.name} at ${next!.level}.`,
          )
        }
      />
    </DeskForm>
  );
});

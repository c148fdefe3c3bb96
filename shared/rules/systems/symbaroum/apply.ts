import { error, type Finding } from '../../core/findings';
import { applyByType } from '../../core/state';
import type { Applied } from '../../core/system';
import { unspentOf } from '../../core/experience';
import { nextLevel, toughness } from './formulas';
import type { SymbaroumEvent, SymbaroumSettings } from './schemas';
import type { SymbaroumExperience, SymbaroumState } from './sheet';
import { FIRST_AID_REFUSAL } from './at-the-table';
import { DEATH_TEST_DIES, DEATH_TEST_STEADY_UP_TO, DEATH_TEST_WAKES, HERBAL_CURE, STEPS_TO_DEATH } from './tables';

type Of<T extends SymbaroumEvent['type']> = Extract<SymbaroumEvent, { type: T }>;

/** A new state with some fields replaced, field by field, so every state has one shape and nothing derived is carried. */
function rebase(state: SymbaroumState, patch: Partial<SymbaroumState>): SymbaroumState {
  return {
    campaign: state.campaign,
    values: state.values,
    abilities: patch.abilities ?? state.abilities,
    experience: patch.experience ?? state.experience,
    damage: patch.damage ?? state.damage,
    deathSteps: patch.deathSteps ?? state.deathSteps,
    dead: patch.dead ?? state.dead,
    armor: patch.armor !== undefined ? patch.armor : state.armor,
    shield: patch.shield ?? state.shield,
    creationItems: state.creationItems,
  };
}

function impossible(code: string, path: string, message: string): Applied<SymbaroumState> {
  return { findings: [error(code, path, message)] };
}

/** The experience totals with some replaced, field by field. */
function experience(x: SymbaroumExperience, awarded: number, spent: number): SymbaroumExperience {
  return { starting: x.starting, inheritedFrom: x.inheritedFrom, atCreation: x.atCreation, awarded, spent };
}

function award(state: SymbaroumState, e: Of<'award'>): Applied<SymbaroumState> {
  return {
    sheet: rebase(state, {
      experience: experience(state.experience, state.experience.awarded + e.points, state.experience.spent),
    }),
    findings: [],
  };
}

function learn(state: SymbaroumState, e: Of<'learn'>, path: string): Applied<SymbaroumState> {
  const ability = state.campaign.abilities.find((a) => a.id === e.ability);
  if (!ability)
    return impossible(
      'symbaroum.ability.unknown',
      `${path}.ability`,
      `This campaign has no ability "${e.ability}"; choose one of its abilities, or ask the Game Master to add it.`,
    );
  const next = nextLevel(state.abilities[e.ability]);
  if (next === null)
    return impossible(
      'symbaroum.ability.mastered',
      `${path}.ability`,
      `${ability.name} is already at master, the highest level; choose another ability.`,
    );
  const findings: Finding[] = [];
  const unspent = unspentOf(state);
  if (next.cost > unspent) {
    findings.push(
      error(
        'symbaroum.xp.insufficient',
        path,
        `${ability.name} at ${next.level} costs ${next.cost} experience but only ${unspent} is unspent; earn more experience first.`,
      ),
    );
  }
  const x = experience(state.experience, state.experience.awarded, state.experience.spent + next.cost);
  return {
    sheet: rebase(state, { abilities: { ...state.abilities, [e.ability]: next.level }, experience: x }),
    findings,
  };
}

function damage(state: SymbaroumState, e: Of<'damage'>): Applied<SymbaroumState> {
  // "Damage lowers the victim's Toughness" down to 0, where a player character is dying: no lower.
  return {
    sheet: rebase(state, { damage: Math.min(toughness(state.values.strong), state.damage + e.amount) }),
    findings: [],
  };
}

type HealField = 'days' | 'roll' | 'amount';

function extra(field: HealField, what: string): [string, string, string] {
  return ['symbaroum.heal.field-not-needed', field, `${what} needs no ${field}; remove it.`];
}

function needs(field: HealField, what: string): [string, string, string] {
  return ['symbaroum.heal.field-missing', field, `${what}: say the ${field === 'roll' ? 'roll of the 1D4' : field}.`];
}

/** The Toughness a heal gives, or the problem as [code, field, sentence]. */
function healing(e: Of<'heal'>): number | [string, string, string] {
  switch (e.means) {
    case 'natural':
      if (e.roll !== undefined) return extra('roll', 'Natural healing');
      if (e.amount !== undefined) return extra('amount', 'Natural healing');
      return e.days ?? needs('days', 'Natural healing heals 1 Toughness a day');
    case 'herbal':
      if (e.days !== undefined) return extra('days', 'An herbal cure');
      if (e.roll !== undefined) return extra('roll', 'An herbal cure');
      if (e.amount !== undefined) return extra('amount', 'An herbal cure');
      return HERBAL_CURE;
    case 'medicus':
      if (e.days !== undefined) return extra('days', 'Medicus');
      if (e.amount !== undefined) return extra('amount', 'Medicus');
      return e.roll ?? needs('roll', 'Medicus heals 1D4 Toughness');
    case 'other':
      if (e.days !== undefined) return extra('days', 'Healing by a power');
      if (e.roll !== undefined) return extra('roll', 'Healing by a power');
      return e.amount ?? needs('amount', 'Healing by a power');
  }
}

function heal(state: SymbaroumState, e: Of<'heal'>, path: string): Applied<SymbaroumState> {
  const amount = healing(e);
  if (typeof amount !== 'number') return impossible(amount[0], `${path}.${amount[1]}`, amount[2]);
  if (state.damage === 0)
    return impossible('symbaroum.heal.unhurt', path, 'The character has lost no Toughness; there is nothing to heal.');
  // Healing never gives more than the Toughness lost; a dying character healed is stable, its death steps forgotten.
  const sheet = rebase(state, { damage: Math.max(0, state.damage - amount), deathSteps: 0 });
  // "Healing Wounds": first aid on a dying person needs Medicus, an herbal cure or a power of healing, so days of
  // rest do not stabilise it. The healing is kept with the error, so a Game Master's override accepts it as it was.
  const dying = state.damage >= toughness(state.values.strong);
  if (dying && e.means === 'natural')
    return { sheet, findings: [error('symbaroum.heal.dying-needs-first-aid', `${path}.means`, FIRST_AID_REFUSAL)] };
  return { sheet, findings: [] };
}

function deathTest(state: SymbaroumState, e: Of<'death-test'>, path: string): Applied<SymbaroumState> {
  const max = toughness(state.values.strong);
  if (state.damage < max)
    return impossible(
      'symbaroum.death-test.not-dying',
      path,
      'Only a dying character (at 0 Toughness) makes death tests; record the damage first.',
    );
  if (e.roll === DEATH_TEST_WAKES) {
    if (e.wake === undefined)
      return impossible(
        'symbaroum.death-test.wake-missing',
        `${path}.wake`,
        'A 1 wakes the character with 1D4 Toughness; say the roll of the 1D4.',
      );
    return { sheet: rebase(state, { damage: max - e.wake, deathSteps: 0 }), findings: [] };
  }
  if (e.wake !== undefined)
    return impossible(
      'symbaroum.death-test.wake-not-needed',
      `${path}.wake`,
      `Only a 1 wakes the character; a ${e.roll} has no 1D4, so remove it.`,
    );
  if (e.roll <= DEATH_TEST_STEADY_UP_TO) return { sheet: state, findings: [] };
  if (e.roll === DEATH_TEST_DIES) return { sheet: rebase(state, { dead: true }), findings: [] };
  const steps = state.deathSteps + 1;
  return { sheet: rebase(state, { deathSteps: steps, dead: steps >= STEPS_TO_DEATH }), findings: [] };
}

function equip(state: SymbaroumState, e: Of<'equip'>, path: string): Applied<SymbaroumState> {
  if (e.armor !== null && !state.campaign.armor.some((a) => a.id === e.armor)) {
    return impossible(
      'symbaroum.armor.unknown',
      `${path}.armor`,
      `This campaign has no armor "${e.armor}"; choose one of its armor, or none.`,
    );
  }
  return { sheet: rebase(state, { armor: e.armor, shield: e.shield }), findings: [] };
}

const handlers = applyByType<SymbaroumState, SymbaroumEvent, SymbaroumSettings>({
  award,
  learn,
  damage,
  heal,
  'death-test': deathTest,
  equip,
});

/** Applies one event to a character's state; never mutates its inputs. A dead character takes no more entries. */
export function applySymbaroumEvent(
  state: SymbaroumState,
  event: SymbaroumEvent,
  settings: SymbaroumSettings,
  path: string,
): Applied<SymbaroumState> {
  if (state.dead) {
    return impossible(
      'symbaroum.dead',
      path,
      'The character is dead. Start a new character with its experience, as "Dead Player Characters" allows.',
    );
  }
  return handlers(state, event, settings, path);
}

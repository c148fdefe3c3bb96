import { error, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import { valueOf } from './derive';
import { unspentOf } from '../../core/experience';
import { progressRequired, trainingCost } from './formulas';
import type { CampaignAbility, HeimrEvent, HeimrSettings } from './schemas';
import type { HeimrCampaign, HeimrState } from './sheet';
import { ARMOURY_OFF, HAND_WORDS, heldItemOf, putDownFrom, takeUpProblem } from './armoury';

type Of<T extends HeimrEvent['type']> = Extract<HeimrEvent, { type: T }>;

const ASPECT_NAMES = { consistency: 'consistency', potential: 'potential' } as const;

/**
 * A new state with some fields replaced; `state` is not touched. Field by field rather than spread, so every state
 * has one shape, and a shown sheet handed in as a state leaves nothing it derived behind.
 */
function rebase(state: HeimrState, patch: Partial<HeimrState>): HeimrState {
  return {
    campaign: state.campaign,
    values: patch.values ?? state.values,
    progress: patch.progress ?? state.progress,
    startValues: state.startValues,
    training: patch.training ?? state.training,
    experience: patch.experience ?? state.experience,
    damage: patch.damage ?? state.damage,
    willpowerSpent: patch.willpowerSpent ?? state.willpowerSpent,
    creationItems: state.creationItems,
    held: patch.held ?? state.held,
  };
}

/** Each ability of a campaign by id, with the campaign's attributes it is based on: worked out once per campaign. */
const abilityIndexes = new WeakMap<HeimrCampaign, Map<string, { ability: CampaignAbility; known: string[] }>>();

function abilityOf(campaign: HeimrCampaign, id: string): { ability: CampaignAbility; known: string[] } | undefined {
  let index = abilityIndexes.get(campaign);
  if (index === undefined) {
    const attributes = new Set(campaign.attributes.map((a) => a.id));
    index = new Map(
      campaign.abilities.map((ability) => [
        ability.id,
        { ability, known: ability.attributes.filter((a) => attributes.has(a)) },
      ]),
    );
    abilityIndexes.set(campaign, index);
  }
  return index.get(id);
}

/** A record with one entry replaced (or added); copied, then set, which is quicker than a literal with a computed key. */
function withEntry<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  const next = { ...record };
  next[key] = value;
  return next;
}

function impossible(code: string, path: string, message: string): Applied<HeimrState> {
  return { findings: [error(code, path, message)] };
}

function award(state: HeimrState, e: Of<'award'>): Applied<HeimrState> {
  const x = state.experience;
  return {
    sheet: rebase(state, {
      experience: { starting: x.starting, atCreation: x.atCreation, awarded: x.awarded + e.points, spent: x.spent },
    }),
    findings: [],
  };
}

function attributeName(state: HeimrState, id: string): string {
  return state.campaign.attributes.find((a) => a.id === id)!.name;
}

/** The attribute whose progress one point of training adds to, or the problem as [code, field, sentence]. */
function progressAttribute(
  state: HeimrState,
  ability: CampaignAbility,
  known: readonly string[],
  chosen: string | undefined,
): string | [string, string, string] {
  if (chosen !== undefined) {
    if (known.includes(chosen)) return chosen;
    return [
      'heimr.train.attribute-not-of-ability',
      'attribute',
      `${ability.name} is based on ${known.map((id) => attributeName(state, id)).join(' and ') || 'no attribute of this campaign'}, not on "${chosen}"; choose one of those.`,
    ];
  }
  if (known.length === 1) return known[0]!;
  if (known.length === 0) {
    return [
      'heimr.ability.no-attribute',
      'ability',
      `${ability.name} is based on no attribute of this campaign, so its training has nowhere to add progress; ask the game master to correct the ability.`,
    ];
  }
  return [
    'heimr.train.attribute-missing',
    'attribute',
    `${ability.name} is based on ${known.map((id) => attributeName(state, id)).join(' and ')}; say which attribute gains the progress.`,
  ];
}

function train(state: HeimrState, e: Of<'train'>, path: string): Applied<HeimrState> {
  const listed = abilityOf(state.campaign, e.ability);
  if (!listed)
    return impossible(
      'heimr.ability.unknown',
      `${path}.ability`,
      `This campaign has no ability "${e.ability}"; choose one of its abilities, or ask the game master to add it.`,
    );
  const ability = listed.ability;
  const target = progressAttribute(state, ability, listed.known, e.attribute);
  if (typeof target !== 'string') return impossible(target[0], `${path}.${target[1]}`, target[2]);

  const findings: Finding[] = [];
  const was = state.training[e.ability] ?? { consistency: 0, potential: 0 };
  const height = was[e.aspect] + 1;
  const cost = trainingCost(height);
  const unspent = unspentOf(state);
  if (cost > unspent) {
    findings.push(
      error(
        'heimr.xp.insufficient',
        path,
        `Training ${ability.name} ${ASPECT_NAMES[e.aspect]} to ${height} costs ${cost} experience points but only ${unspent} ${unspent === 1 ? 'is' : 'are'} unspent; earn more experience first.`,
      ),
    );
  }
  const training = withEntry(
    state.training,
    e.ability,
    e.aspect === 'consistency'
      ? { consistency: height, potential: was.potential }
      : { consistency: was.consistency, potential: height },
  );
  const x = state.experience;
  const experience = { starting: x.starting, atCreation: x.atCreation, awarded: x.awarded, spent: x.spent + cost };

  // "Attribute progress": one progress for each point of training; at the progress the new value requires, the
  // attribute rises by one and its progress becomes zero.
  const value = valueOf(state, target);
  const reached = (state.progress[target] ?? 0) + 1;
  const rises = reached >= progressRequired(value + 1);
  return {
    sheet: rebase(state, {
      training,
      experience,
      values: rises ? withEntry(state.values, target, value + 1) : state.values,
      progress: withEntry(state.progress, target, rises ? 0 : reached),
    }),
    findings,
  };
}

function damage(state: HeimrState, e: Of<'damage'>): Applied<HeimrState> {
  return { sheet: rebase(state, { damage: state.damage + e.amount }), findings: [] };
}

/** "1 hit point", "3 hit points". */
function hitPoints(n: number): string {
  return `${n} hit point${n === 1 ? '' : 's'}`;
}

function heal(state: HeimrState, e: Of<'heal'>, path: string): Applied<HeimrState> {
  if (e.amount > state.damage) {
    return impossible(
      'heimr.heal.more-than-lost',
      `${path}.amount`,
      `The character has lost ${hitPoints(state.damage)}, not ${e.amount}; heal at most ${state.damage}.`,
    );
  }
  return { sheet: rebase(state, { damage: state.damage - e.amount }), findings: [] };
}

function rest(state: HeimrState, path: string): Applied<HeimrState> {
  // "Short Rest": "You can only be restored by a short rest, if your character has one or more hit points remaining."
  const current = state.campaign.hitPoints - state.damage;
  if (current < 1) {
    return impossible(
      'heimr.rest.injured',
      path,
      `With ${current} hit points the character is injured, and a short rest restores only a character with 1 or more; treat the injury first.`,
    );
  }
  return { sheet: rebase(state, { damage: 0 }), findings: [] };
}

/** "1 willpower", "2 willpower": the book counts willpower as a plain number ("one willpower"). */
function willpower(n: number): string {
  return `${n} willpower`;
}

/**
 * Why `amount` willpower cannot be spent with `current` left, or undefined when it can: a re-roll costs "one
 * willpower for each roll" ("Challenge requirements"), a Drain loses one ("Effects"); reading `willpowerFloor`.
 */
export function spendWillpowerProblem(current: number, amount: number): string | undefined {
  if (amount <= current) return undefined;
  return current <= 0
    ? `The character has no willpower left, so cannot spend ${willpower(amount)}; record willpower regained first, if the game master allows it.`
    : `The character has ${willpower(current)} left, not ${amount}; spend at most ${current}.`;
}

/** Why `amount` willpower cannot be regained with `spent` of `full` spent, or undefined when it can. */
export function regainWillpowerProblem(spent: number, full: number, amount: number): string | undefined {
  if (amount <= spent) return undefined;
  return spent <= 0
    ? `The character's willpower is already full (${full}), so ${willpower(amount)} cannot be regained.`
    : `The character has spent ${willpower(spent)} of ${full}, not ${amount}; regain at most ${spent}.`;
}

function spendWillpower(state: HeimrState, e: Of<'spend-willpower'>, path: string): Applied<HeimrState> {
  const problem = spendWillpowerProblem(state.campaign.willpower - state.willpowerSpent, e.amount);
  if (problem !== undefined) return impossible('heimr.willpower.not-enough', `${path}.amount`, problem);
  return { sheet: rebase(state, { willpowerSpent: state.willpowerSpent + e.amount }), findings: [] };
}

function regainWillpower(state: HeimrState, e: Of<'regain-willpower'>, path: string): Applied<HeimrState> {
  // Reading `willpowerRegained`: the book leaves how willpower comes back to the LARP documents.
  const problem = regainWillpowerProblem(state.willpowerSpent, state.campaign.willpower, e.amount);
  if (problem !== undefined) return impossible('heimr.willpower.more-than-spent', `${path}.amount`, problem);
  return { sheet: rebase(state, { willpowerSpent: state.willpowerSpent - e.amount }), findings: [] };
}

/** A weapon or shield taken up: the module in use, the ability the campaign's, and the book's wielding kept. */
function takeUp(state: HeimrState, e: Of<'take-up-weapon'> | Of<'take-up-shield'>, path: string): Applied<HeimrState> {
  const item = heldItemOf(e);
  const problem = takeUpProblem(state.campaign, state.held, item);
  if (problem !== undefined)
    return impossible(problem.code, problem.field === undefined ? path : `${path}.${problem.field}`, problem.message);
  return { sheet: rebase(state, { held: [...state.held, item] }), findings: [] };
}

function putDown(state: HeimrState, e: Of<'put-down'>, path: string): Applied<HeimrState> {
  if (!state.campaign.armoury) return impossible('heimr.armoury.off', path, ARMOURY_OFF);
  const held = putDownFrom(state.held, e.hand);
  if (held === undefined)
    return impossible(
      'heimr.put-down.empty',
      `${path}.hand`,
      `The character holds nothing ${HAND_WORDS[e.hand]}, so nothing can be put down from it; choose the hand that holds the weapon or shield.`,
    );
  return { sheet: rebase(state, { held }), findings: [] };
}

/** Applies one event to a character's state; never mutates its inputs. */
export function applyHeimrEvent(
  state: HeimrState,
  event: HeimrEvent,
  _settings: HeimrSettings,
  path: string,
): Applied<HeimrState> {
  switch (event.type) {
    case 'award':
      return award(state, event);
    case 'train':
      return train(state, event, path);
    case 'damage':
      return damage(state, event);
    case 'heal':
      return heal(state, event, path);
    case 'rest':
      return rest(state, path);
    case 'spend-willpower':
      return spendWillpower(state, event, path);
    case 'regain-willpower':
      return regainWillpower(state, event, path);
    case 'take-up-weapon':
    case 'take-up-shield':
      return takeUp(state, event, path);
    case 'put-down':
      return putDown(state, event, path);
  }
}

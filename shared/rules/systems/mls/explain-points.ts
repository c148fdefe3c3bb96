import type { ValueExplanation } from '../../core/explain';
import { MLS_BOOK as B } from './book';
import { capital, explained } from './explain-words';
import { MLS_READINGS as R } from './readings';
import { PAIR_IDS } from './schemas';
import type { MlsSheet, PointsSheet } from './sheet';
import { fatePointsForTrait, PERSONALITY_PAIRS, POINT_BASE_MULTIPLIER, type PersonalityTrait } from './tables';

/* Personality, hit and magic points and fate points, explained. */

const PERSONALITY_SOURCES = [
  B.personalityPairs,
  B.personalityChosen,
  B.personalityRolled,
  B.raisePersonality,
  B.personalityCheck,
  B.personalityLimits,
];

export function explainPersonality(s: MlsSheet): ValueExplanation[] {
  const out: ValueExplanation[] = [];
  PERSONALITY_PAIRS.forEach((pair, k) => {
    for (const [trait, other] of [pair, [pair[1], pair[0]]] as const) {
      const v = s.personality[trait];
      const formula =
        `${capital(trait)} ${v} = 20 - ${capital(other)} ${s.personality[other]}: a pair always adds up to 20; ` +
        `chosen at creation (creation.personality.${PAIR_IDS[k]}) from 5 to 15 (or 16/4), or rolled on 3d6; ` +
        'raised in play one level for 1 CP to 15 or less, 5 to 16 or 17, 10 to 18 or 19, or by a check on 1d20';
      const strong = v === 16 || v === 4;
      out.push(
        explained(`sheet.personality.${trait}`, formula, PERSONALITY_SOURCES, [], strong ? R.strongPairs : undefined),
      );
    }
  });
  if (s.noticeable.length === 0)
    out.push(
      explained('sheet.noticeable', 'No personality trait at 16 or more, so none is Noticeable', [B.noticeable]),
    );
  s.noticeable.forEach((t, i) =>
    out.push(
      explained(`sheet.noticeable.${i}`, `${capital(t)} ${s.personality[t]}: 16 or more, so Noticeable`, [
        B.noticeable,
      ]),
    ),
  );
  return out;
}

/** Hit or magic points: their dice from the primary traits at creation, the roll kept, and the total. */
function explainPointsOf(at: string, p: PointsSheet, dice: string, label: string, roll: string): ValueExplanation[] {
  const sources = label === 'THP' ? [B.thpBase, B.thpTotal] : [B.tmp, B.thpBase, B.thpTotal];
  const floor = Math.max(0, p.dice * POINT_BASE_MULTIPLIER);
  let rolled: string;
  let total: string;
  if (p.dice <= 0) {
    rolled = `No roll: a base of ${p.dice} gives no dice to roll (${roll})`;
    total = `${label} = 0: a base of ${p.dice} gives no dice`;
  } else if (p.roll === null) {
    rolled = `Not rolled yet: ${p.dice}d6 to roll (${roll})`;
    total = `${label} = base ${p.dice} x 3 = ${floor} until the ${p.dice}d6 are rolled`;
  } else {
    rolled = `The roll kept for ${label}: ${p.dice}d6 = ${p.roll} (${roll})`;
    total = `${label} = the roll ${p.roll} or base ${p.dice} x 3 = ${floor}, whichever is greater → ${p.total}`;
  }
  const out = [
    explained(`${at}.dice`, dice, sources, [], R.hitPointsFixed),
    explained(`${at}.roll`, rolled, sources, [], R.hitPointsFixed),
    explained(`${at}.total`, total, sources, [], R.hitPointsFixed),
  ];
  (p.earlier ?? []).forEach((e, i) => {
    const formula = `An earlier roll for ${label}, ${e.dice} = ${e.total}, replaced by a later one (creation.replacedRolls)`;
    out.push(
      explained(`${at}.earlier.${i}.dice`, formula, sources, [], R.rerolls),
      explained(`${at}.earlier.${i}.total`, formula, sources, [], R.rerolls),
    );
  });
  return out;
}

export function explainPoints(s: MlsSheet): ValueExplanation[] {
  const atCreation = (t: keyof MlsSheet['primaries']) => s.primaries[t].average + s.primaries[t].chosen;
  const size = atCreation('size');
  const body = atCreation('body');
  const hitDice = `THP dice = Size ${size} + Body ${body} - 2 = ${s.hitPoints.dice}, Size and Body as at creation (average + chosen)`;
  const out = explainPointsOf('sheet.hitPoints', s.hitPoints, hitDice, 'THP', 'creation.hitPointsRoll');
  if (s.magicPoints === null)
    out.push(
      explained(
        'sheet.magicPoints',
        'No TMP: the character does not use magic (creation.usesMagic)',
        [B.tmp],
        [],
        R.hitPointsFixed,
      ),
    );
  else {
    const magicDice = `TMP dice = Aura ${atCreation('aura')} as at creation (average + chosen) = ${s.magicPoints.dice}`;
    out.push(...explainPointsOf('sheet.magicPoints', s.magicPoints, magicDice, 'TMP', 'creation.magicPointsRoll'));
  }
  const chp = s.hitPoints.total - s.damage;
  out.push(
    explained(
      'sheet.damage',
      `Damage taken and not healed = ${s.damage}; CHP = THP ${s.hitPoints.total} - ${s.damage} = ${chp}`,
      [B.chp],
      [],
      R.healing,
    ),
  );
  return out;
}

/** The traits that give fate points, as the personality now stands: "Lustful 17 (1), Honest 16 (1)". */
function fateTraits(s: MlsSheet): { count: number; words: string } {
  const giving = (Object.keys(s.personality) as PersonalityTrait[]).filter(
    (t) => fatePointsForTrait(s.personality[t]) > 0,
  );
  const count = giving.reduce((n, t) => n + fatePointsForTrait(s.personality[t]), 0);
  const words = giving
    .map((t) => `${capital(t)} ${s.personality[t]} (${fatePointsForTrait(s.personality[t])})`)
    .join(', ');
  return { count, words };
}

export function explainFate(s: MlsSheet): ValueExplanation[] {
  const f = s.fatePoints;
  const now = fateTraits(s);
  const which =
    now.count === f.fromPersonality
      ? now.count === 0
        ? 'no trait at 16, 17 or 18'
        : now.words
      : 'the traits at 16, 17 or 18 at creation; the personality has moved in play since';
  return [
    explained(
      'sheet.fatePoints.fromPersonality',
      `Fate points from personality = one for each trait at 16 or 17, two for a trait at 18 (${which}) = ${f.fromPersonality}, counted at creation (creation.personality)`,
      [B.fateFromPersonality],
      [],
      R.fateFromPersonality,
    ),
    explained(
      'sheet.fatePoints.bought',
      `Fate points bought at creation = ${f.bought} (creation.extraFatePoints), 5 CPs each = ${f.bought * 5} CPs`,
      [B.fateBought],
    ),
    explained(
      'sheet.fatePoints.boughtInPlay',
      `Fate points bought in play = ${f.boughtInPlay}, 5 CPs each = ${f.boughtInPlay * 5} CPs`,
      [B.fateBought],
      [],
      R.buyFate,
    ),
    explained(
      'sheet.fatePoints.total',
      `Fate points had = from personality ${f.fromPersonality} + bought at creation ${f.bought} + bought in play ${f.boughtInPlay} = ${f.total}`,
      [B.fateFromPersonality, B.fateBought],
    ),
    explained(
      'sheet.fatePoints.spent',
      `Fate points spent in play = ${f.spent}: on a failed Shock Roll against death, or to remove damage against certain death`,
      [B.deathFate, B.certainDeathFate],
      [],
      R.fateShock,
    ),
    explained('sheet.fatePoints.left', `Fate points left = had ${f.total} - spent ${f.spent} = ${f.left}`, [
      B.fateFromPersonality,
      B.deathFate,
    ]),
  ];
}

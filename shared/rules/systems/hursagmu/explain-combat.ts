import type { BookSource, ValueExplanation } from '../../core/explain';
import type { Odds } from '../../core/probability';
import { HURSAGMU_BOOK as B, HURSAGMU_SENSE_RANGE_ROWS, HURSAGMU_SORCERY_RANGE_ROWS } from './book';
import { explained } from './explain-words';
import { HURSAGMU_READINGS as R } from './readings';
import type { HursagmuSheet } from './sheet';

/* The combat values of a HURSAGMU sheet, explained. */

const ATTACK_SOURCES: Readonly<Record<string, BookSource>> = {
  fighting: B.fighting,
  archery: B.archery,
  throwing: B.throwing,
};

const REVISED = ['settings.revisedEncounters'];

/** The three values of one chance, each with the same formula. */
function chance(at: string, words: string, o: Odds, sources: BookSource[], reading: string): ValueExplanation[] {
  const percent = `${Math.round(o.probability * 1000) / 10}%`;
  const formula = `${words}: ${o.outcomes} of ${o.of} outcomes of the dice = ${percent}`;
  return (['of', 'outcomes', 'probability'] as const).map((k) =>
    explained(`${at}.${k}`, formula, sources, REVISED, reading),
  );
}

/** The defense an attacker's roll must beat, in words. */
function against(s: HursagmuSheet, defense: number): string {
  return s.revised ? `a flat ${defense}` : `2d6 + ${defense}`;
}

function explainAttackers(s: HursagmuSheet): ValueExplanation[] {
  const c = s.combat;
  const guarded = c.defenseValue ?? c.defense;
  const rules = s.revised
    ? [B.traitRoll, B.revisedSurprised, B.tiesToDefender]
    : [B.traitRoll, B.opposed, B.tiesToDefender];
  return c.attackers.flatMap((a, i) => {
    const at = `sheet.combat.attackers.${i}`;
    const who = `An attacker of level ${a.level} (${a.rank}) rolls 2d6 + ${a.level}, hitting only when higher than`;
    return [
      ...chance(
        `${at}.hit`,
        `${who} ${against(s, guarded)}`,
        a.hit,
        [...rules, B.ranks],
        s.revised ? R.revisedDefense : R.ties,
      ),
      ...chance(
        `${at}.hitSurprised`,
        `${who} ${against(s, c.surprisedDefense)}, the character surprised`,
        a.hitSurprised,
        s.revised ? [B.revisedSurprised, B.ranks] : [B.surprised, B.resting, B.ranks],
        s.revised ? R.revisedDefense : R.bookSurprised,
      ),
      explained(`${at}.level`, `The book’s level ${a.level}: ${a.rank}`, [B.ranks], [], R.chances),
      explained(`${at}.rank`, `Level ${a.level} is ${a.rank}, in the book’s words`, [B.ranks], [], R.chances),
    ];
  });
}

function explainFixedObject(s: HursagmuSheet): ValueExplanation[] {
  const c = s.combat;
  const fixed = s.revised ? [B.revisedFixedObject] : [B.fixedObject];
  return c.fixedObject.flatMap((f, i) => {
    const at = `sheet.combat.fixedObject.${i}`;
    const src = [ATTACK_SOURCES[f.trait] ?? B.traitRoll, B.traitRoll];
    return [
      ...chance(
        `${at}.hit`,
        `The character rolls 2d6 + ${f.name} ${f.value} against a fixed object’s ${against(s, c.fixedObjectDefense)} at point-blank range, hitting only when higher`,
        f.hit,
        [...src, ...fixed, B.tiesToDefender],
        R.fixedObject,
      ),
      explained(`${at}.name`, `${f.name}, one of the three attack traits`, src, [], R.chances),
      explained(`${at}.trait`, `${f.name}’s id "${f.trait}", one of the three attack traits`, src, [], R.chances),
      explained(
        `${at}.value`,
        `${f.name}’s value with its modifiers = ${f.value}`,
        [B.traitRoll, ...src],
        [],
        R.chances,
      ),
    ];
  });
}

function explainRanges(s: HursagmuSheet): ValueExplanation[] {
  const c = s.combat;
  const out: ValueExplanation[] = [];
  if (c.sorceryRanges.length === 0)
    out.push(
      explained('sheet.combat.sorceryRanges', 'No sorcery discipline, so no range of sorcery', [B.rangeIncrement]),
    );
  c.sorceryRanges.forEach((r, i) => {
    const row = HURSAGMU_SORCERY_RANGE_ROWS[r.id.slice('sorcery-'.length)] ?? B.rangeIncrement;
    const formula = `${r.name}: range increment ${r.increment}${r.increment === 0 ? ', within touching distance' : ' spaces'}`;
    for (const k of ['id', 'increment', 'name'] as const)
      out.push(
        explained(`sheet.combat.sorceryRanges.${i}.${k}`, formula, [
          B.rangeIncrement,
          row,
          ...(r.increment === 0 ? [B.touch] : []),
        ]),
      );
  });
  c.senseRanges.forEach((r, i) => {
    const sorcery = r.increment === 1000;
    const row = sorcery
      ? s.revised
        ? B.revisedIntuitionRange
        : HURSAGMU_SENSE_RANGE_ROWS.mysticism!
      : (HURSAGMU_SENSE_RANGE_ROWS[r.id] ?? B.senses);
    const sources = [
      s.revised ? B.revisedSenses : B.senses,
      row,
      ...(sorcery ? [s.revised ? B.intuition : B.mysticism] : []),
    ];
    const formula = `${r.name}: range increment ${r.increment} spaces${sorcery ? ', the sense of sorcery' : ''}`;
    for (const k of ['id', 'increment', 'name'] as const)
      out.push(explained(`sheet.combat.senseRanges.${i}.${k}`, formula, sources, sorcery ? REVISED : [], R.senses));
  });
  return out;
}

export function explainCombat(s: HursagmuSheet): ValueExplanation[] {
  const c = s.combat;
  const d = s.traits.find((t) => t.id === 'defense');
  const mods = d?.modifiers.map((m) => ` ${m.reason} ${m.amount > 0 ? '+' : ''}${m.amount}`).join(',') ?? '';
  const defenseWords = d
    ? `Defense level ${d.level}${mods ? `,${mods}` : ''} = ${c.defense}`
    : 'no Defense trait in the campaign: 0, human average';
  const q = s.traits.find((t) => t.id === 'quickness');
  const initiative = s.revised ? [B.revisedInitiative, B.initiative] : [B.initiative, B.quickness];
  const haste = s.revised ? B.revisedHaste : B.haste;
  return [
    explained(
      'sheet.combat.defense',
      `Defense as attackers meet it: ${defenseWords}`,
      [B.defense, B.traitRoll, ...(s.shield ? [B.shieldDefense] : [])],
      [],
      R.chances,
    ),
    c.defenseValue === null
      ? explained(
          'sheet.combat.defenseValue',
          `No flat Defense in the book’s encounters: an attacker beats 2d6 + Defense ${c.defense}`,
          [B.opposed, B.tiesToDefender],
          REVISED,
          R.revisedDefense,
        )
      : explained(
          'sheet.combat.defenseValue',
          `Defense to beat = flat 6 + Defense ${c.defense} = ${c.defenseValue}`,
          [B.revisedSurprised, B.revisedCombatValues],
          REVISED,
          R.revisedDefense,
        ),
    explained(
      'sheet.combat.surprisedDefense',
      s.revised
        ? `Surprised: a flat ${c.surprisedDefense}`
        : `Surprised: no defensive action, Defense 0, rolled 2d6 + ${c.surprisedDefense}`,
      s.revised ? [B.revisedSurprised] : [B.surprised, B.resting],
      REVISED,
      s.revised ? R.revisedDefense : R.bookSurprised,
    ),
    explained(
      'sheet.combat.fixedObjectDefense',
      s.revised
        ? `A fixed object: a flat ${c.fixedObjectDefense}`
        : `A fixed object: Defense ${c.fixedObjectDefense}, rolled 2d6 + ${c.fixedObjectDefense}`,
      s.revised ? [B.revisedFixedObject] : [B.fixedObject],
      REVISED,
      R.fixedObject,
    ),
    explained(
      'sheet.combat.flat',
      `Defenses are ${c.flat ? 'flat numbers to beat (the revised encounters)' : 'rolled like traits (the book’s encounters)'}`,
      s.revised ? [B.revisedSurprised] : [B.opposed, B.challenge],
      REVISED,
      R.revisedDefense,
    ),
    ...explainAttackers(s),
    ...explainFixedObject(s),
    c.initiative === null
      ? explained(
          'sheet.combat.initiative',
          'No Quickness in the campaign: no initiative trait',
          initiative,
          ['settings.droppedTraits'],
          R.initiative,
        )
      : explained(
          'sheet.combat.initiative',
          `Initiative = 2d6 + Quickness ${q?.level ?? 0} ${(q?.modifier ?? 0) >= 0 ? '+' : '-'} ${Math.abs(q?.modifier ?? 0)} = 2d6 + ${c.initiative}`,
          initiative,
          s.revised ? REVISED : [],
          R.initiative,
        ),
    ...c.haste.map((h, i) =>
      explained(
        `sheet.combat.haste.${i}`,
        `Haste: +${h} to initiative, -${h} to every other roll that round${s.revised ? ' (up to +3)' : ''}`,
        [haste],
        REVISED,
      ),
    ),
    explained(
      'sheet.combat.chargeMomentum',
      `Momentum of a charge = movement ${s.movement} ÷ 4, rounded down = +${c.chargeMomentum} damage`,
      [B.charge, s.revised ? B.revisedMomentum : B.momentum],
      [],
      R.charge,
    ),
    ...explainRanges(s),
  ];
}

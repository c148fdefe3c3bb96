import {
  explainHitOdds,
  type AttackerChance,
  type CombatSheet,
  type FixedObjectChance,
} from '../../../../shared/rules/systems/hursagmu';
import { percent } from '../../../base/format';
import { WhyRule } from '../../../components/explain/why-button';
import { rankWords } from './combat-words';

/*
 * The "Why?" controls beside the chances to hit on the sheet's combat values ("ENCOUNTERS"; revised "Combat
 * Values"): each explains the same roll the sheet counted, 2d6 + the attacker's trait against the defense, a tie
 * going to the defender, only when asked.
 */

/** The defense an attacker meets: the flat 6 + Defense in the revised chapter, the Defense trait rolled in the book. */
const guardedDefense = (c: CombatSheet) => c.defenseValue ?? c.defense;

/**
 * "Why is a Journeyman (6) attacker’s chance to hit 42%?", or "... to hit this character surprised ...": the chance
 * an attacker of one rank hits the character, normally or surprised.
 */
export function attackerQuestion(a: AttackerChance, surprised: boolean): string {
  const target = surprised ? ' this character surprised' : '';
  const chance = percent(surprised ? a.hitSurprised : a.hit);
  return `Why is a ${rankWords(a.rank, a.level)} attacker’s chance to hit${target} ${chance}?`;
}

/** The "Why?" beside the chance an attacker of one rank hits the character, normally or surprised. */
export function AttackerHitWhy({
  attacker,
  combat,
  surprised,
}: {
  attacker: AttackerChance;
  combat: CombatSheet;
  surprised: boolean;
}) {
  const defense = surprised ? combat.surprisedDefense : guardedDefense(combat);
  return (
    <WhyRule
      question={attackerQuestion(attacker, surprised)}
      explain={() => explainHitOdds(attacker.level, defense, combat.flat)}
    />
  );
}

/** "Why is Archery’s chance to hit a fixed object 83%?" */
export function fixedObjectQuestion(f: FixedObjectChance): string {
  return `Why is ${f.name}’s chance to hit a fixed object ${percent(f.hit)}?`;
}

/** The "Why?" beside the chance of one attacking trait to hit a fixed object at point-blank range. */
export function FixedObjectHitWhy({ trait, combat }: { trait: FixedObjectChance; combat: CombatSheet }) {
  return (
    <WhyRule
      question={fixedObjectQuestion(trait)}
      explain={() => explainHitOdds(trait.value, combat.fixedObjectDefense, combat.flat)}
    />
  );
}

import { levelCheckOf, type LevelCheck } from '../../../components/builder/level-field';
import type { MlsCreation } from '../../../../shared/rules/systems/mls';
import { pricedChange, type MlsEditor } from './creation-step';

/**
 * What a typed or stepped creation choice costs, the rules' reason it may not be taken, and its price's "Why?", for
 * the toolkit's LevelField: the same as the step button for the same change says (`pricedChange`). `next` is the
 * changed creation, or, for a value no character file can hold (the field takes any whole number), the book's limit
 * as a sentence. `action` words the change as the field takes it ("Set Sword to base +3"), for the "Why?".
 */
export function creationLevelCheck(editor: MlsEditor, next: MlsCreation | string, action: string): LevelCheck {
  if (typeof next === 'string') return { price: 'not allowed', blocked: next };
  return levelCheckOf(pricedChange(editor, next, action), action);
}

// schemas.ts: `Level` (primary, secondary and negative levels) and a personality value's bounds.
export const LEVEL_FILE_MIN = -10;
export const LEVEL_FILE_MAX = 20;

/** True when a level relative to base or average fits a character file (schemas.ts, `Level`). */
export function fitsFile(level: number): boolean {
  return level >= LEVEL_FILE_MIN && level <= LEVEL_FILE_MAX;
}

import type { LevelCheck } from '../../../components/builder/level-field';
import type { MlsCreation } from '../../../../shared/rules/systems/mls';
import { whyNot, type MlsEditor } from './creation-step';
import { cpPhrase } from './format';

/**
 * What a typed or stepped creation choice costs, and the rules' reason it may not be taken, for the toolkit's
 * LevelField. `next` is the changed creation, or, for a value no character file can hold (the field takes any
 * whole number), the book's limit as a sentence.
 */
export function creationLevelCheck(editor: MlsEditor, next: MlsCreation | string): LevelCheck {
  if (typeof next === 'string') return { price: 'not allowed', blocked: next };
  const { cp, blocked, priced } = whyNot(editor.creation!, next, editor.settings);
  return { price: priced ? cpPhrase(cp) : 'not allowed', blocked };
}

// schemas.ts: `Level` (primary, secondary and negative levels) and a personality value's bounds.
export const LEVEL_FILE_MIN = -10;
export const LEVEL_FILE_MAX = 20;

/** True when a level relative to base or average fits a character file (schemas.ts, `Level`). */
export function fitsFile(level: number): boolean {
  return level >= LEVEL_FILE_MIN && level <= LEVEL_FILE_MAX;
}

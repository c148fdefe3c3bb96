import { applyByType } from '../../core/state';
import {
  applyAcquire,
  applyAge,
  applyAward,
  applyConvert,
  applyLower,
  applyRaise,
  applyRaisePersonality,
  applyTrain,
} from './apply-advancement';
import { applyCheck, applyCheckPersonality } from './apply-checks';
import { applyBuyFate, applyDamage, applyHeal, applySpendFate } from './apply-play';
import type { MlsEvent, MlsSettings } from './schemas';
import type { MlsSheet } from './sheet';

/** Applies one event to a sheet; never mutates its inputs. */
export const applyMlsEvent = applyByType<MlsSheet, MlsEvent, MlsSettings>({
  age: applyAge,
  award: applyAward,
  acquire: applyAcquire,
  raise: applyRaise,
  lower: applyLower,
  'raise-personality': applyRaisePersonality,
  train: applyTrain,
  convert: applyConvert,
  check: applyCheck,
  'check-personality': applyCheckPersonality,
  damage: applyDamage,
  heal: applyHeal,
  'spend-fate': applySpendFate,
  'buy-fate': applyBuyFate,
});

import type { Applied } from '../../core/system';
import { applyAcquire, applyAge, applyAward, applyConvert, applyLower, applyRaise, applyRaisePersonality, applyTrain } from './apply-advancement';
import { applyCheck, applyCheckPersonality } from './apply-checks';
import { applyBuyFate, applyDamage, applyHeal, applySpendFate } from './apply-play';
import type { MlsEvent, MlsSettings } from './schemas';
import type { MlsSheet } from './sheet';

/** Applies one event to a sheet; never mutates its inputs. */
export function applyMlsEvent(sheet: MlsSheet, event: MlsEvent, _settings: MlsSettings, path: string): Applied<MlsSheet> {
  switch (event.type) {
    case 'age':
      return applyAge(sheet, event, path);
    case 'award':
      return applyAward(sheet, event, path);
    case 'acquire':
      return applyAcquire(sheet, event, path);
    case 'raise':
      return applyRaise(sheet, event, path);
    case 'lower':
      return applyLower(sheet, event, path);
    case 'raise-personality':
      return applyRaisePersonality(sheet, event, path);
    case 'train':
      return applyTrain(sheet, event, path);
    case 'convert':
      return applyConvert(sheet, event, path);
    case 'check':
      return applyCheck(sheet, event, path);
    case 'check-personality':
      return applyCheckPersonality(sheet, event, path);
    case 'damage':
      return applyDamage(sheet, event);
    case 'heal':
      return applyHeal(sheet, event, path);
    case 'spend-fate':
      return applySpendFate(sheet, event, path);
    case 'buy-fate':
      return applyBuyFate(sheet, event, path);
  }
}

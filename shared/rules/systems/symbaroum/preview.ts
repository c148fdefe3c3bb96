import { costByApplying, type Cost, type PurchaseOf } from '../../core/system';
import { applySymbaroumEvent } from './apply';
import { unspentOf } from '../../core/experience';
import { parseSymbaroumEvent } from './parse';
import type { SymbaroumEvent, SymbaroumSettings } from './schemas';
import type { SymbaroumState } from './sheet';

/** An advancement step without its envelope. */
export type SymbaroumPurchase = PurchaseOf<SymbaroumEvent>;

/** Previews one step without recording it: its price in experience (negative for an award), and why it may not be taken. */
export function costOf(state: SymbaroumState, purchase: SymbaroumPurchase, settings: SymbaroumSettings): Cost {
  return costByApplying(
    { parseEvent: parseSymbaroumEvent, apply: applySymbaroumEvent, pointsLeft: unspentOf },
    state,
    purchase,
    settings,
  );
}

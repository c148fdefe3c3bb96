import { formatCoins, type HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { figure } from '../../../base/format';
import { PrintBoxes, PrintSection } from '../../../components/print/print-parts';
import { characterPoints } from '../points';

/** The parts of the printed sheet about points and coins: experience and money. */

/** Experience earned, spent and unspent, and the character points the character was built with. */
export function PrintExperience({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  const x = sheet.experience;
  const cp = sheet.characterPoints;
  return (
    <PrintSection title="Experience" className="hursagmu-print-experience">
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Unspent', figure(x.unspent)],
          ['Earned', figure(x.earned)],
          ['Spent', figure(x.spent)],
        ]}
      />
      {blank ? null : (
        <p className="print-note">
          Built with {characterPoints(cp.starting)}, {figure(cp.spent)} spent on traits and gifts;{' '}
          {figure(x.fromCreation)} carried into play as experience points, {figure(x.awarded)} awarded since.
        </p>
      )}
    </PrintSection>
  );
}

/** The purse in gold, silver and copper (1 gc = 10 sc = 100 cc). */
export function PrintMoney({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  return (
    <PrintSection title="Money" className="hursagmu-print-money">
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Gold (gc)', figure(sheet.purse.gc)],
          ['Silver (sc)', sheet.purse.sc],
          ['Copper (cc)', sheet.purse.cc],
        ]}
      />
      {blank ? null : <p className="print-note">In all {formatCoins(sheet.coins)}; 1 gc = 10 sc = 100 cc.</p>}
    </PrintSection>
  );
}

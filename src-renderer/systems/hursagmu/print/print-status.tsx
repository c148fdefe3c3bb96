import { formatCoins, type HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { figure } from '../../../components/format';
import { PrintBox, PrintSection } from '../../../components/print/print-parts';
import { characterPoints } from '../points';

/** The parts of the printed sheet about points and coins: experience and money. */

/** Experience earned, spent and unspent, and the character points the character was built with. */
export function PrintExperience({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  const x = sheet.experience;
  const cp = sheet.characterPoints;
  return (
    <PrintSection title="Experience" className="hursagmu-print-experience">
      <div className="print-boxes">
        <PrintBox label="Unspent" blank={blank}>
          {figure(x.unspent)}
        </PrintBox>
        <PrintBox label="Earned" blank={blank}>
          {figure(x.earned)}
        </PrintBox>
        <PrintBox label="Spent" blank={blank}>
          {figure(x.spent)}
        </PrintBox>
      </div>
      {blank ? null : (
        <p className="print-note">
          Built with {characterPoints(cp.starting)}, {figure(cp.spent)} spent on traits and gifts; {figure(x.fromCreation)} carried into play as experience points, {figure(x.awarded)} awarded since.
        </p>
      )}
    </PrintSection>
  );
}

/** The purse in gold, silver and copper (1 gc = 10 sc = 100 cc). */
export function PrintMoney({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  return (
    <PrintSection title="Money" className="hursagmu-print-money">
      <div className="print-boxes">
        <PrintBox label="Gold (gc)" blank={blank}>
          {figure(sheet.purse.gc)}
        </PrintBox>
        <PrintBox label="Silver (sc)" blank={blank}>
          {sheet.purse.sc}
        </PrintBox>
        <PrintBox label="Copper (cc)" blank={blank}>
          {sheet.purse.cc}
        </PrintBox>
      </div>
      {blank ? null : <p className="print-note">In all {formatCoins(sheet.coins)}; 1 gc = 10 sc = 100 cc.</p>}
    </PrintSection>
  );
}

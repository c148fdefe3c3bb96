import type { Finding } from '../../../shared/rules/core/findings';
import { PrintSection } from './print-parts';

/** An accepted error as a sheet records it. */
export interface PrintedOverride {
  event: string;
  code: string;
  path: string;
  reason: string;
}

/** Errors accepted for this character, each with its reason; nothing when there are none. */
export function PrintOverrides({
  overrides,
  findings,
  title,
}: {
  overrides: readonly PrintedOverride[];
  findings: readonly Finding[];
  title: string;
}) {
  if (overrides.length === 0) return null;
  return (
    <PrintSection title={title} className="print-overrides">
      <ul>
        {overrides.map((o) => {
          const finding = findings.find((f) => f.code === o.code && f.path === o.path);
          return (
            <li key={o.event}>
              <strong>{finding ? finding.message : o.code}</strong> Accepted because: {o.reason}
            </li>
          );
        })}
      </ul>
    </PrintSection>
  );
}

import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { PageSizeChoice } from '../../components/print/page-size-choice';
import type { AppStore } from '../../state/app-store';

/**
 * The Print section's choices and actions. The preview itself is the print
 * area below the tabs, which is also exactly what gets printed.
 */
export const PrintSection = observer(function PrintSection({
  store,
  canPrint,
}: {
  store: AppStore;
  canPrint: boolean;
}) {
  const headingId = useId();
  const options = store.printOptions;
  const browser = store.host?.kind === 'browser';
  return (
    <section className="print-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Print</h2>
      {!canPrint ? (
        <p className="empty-state">This game has no printable sheet in this version of the app.</p>
      ) : (
        <>
          <PageSizeChoice value={options.pageSize} onChange={(pageSize) => store.setPrintOptions({ pageSize })} />
          <label className="print-check">
            <input
              type="checkbox"
              checked={options.includeHistory}
              onChange={(e) => store.setPrintOptions({ includeHistory: e.target.checked })}
            />
            Include a history summary
          </label>
          <label className="print-check">
            <input
              type="checkbox"
              checked={options.blank}
              onChange={(e) => store.setPrintOptions({ blank: e.target.checked })}
            />
            Blank “pencil” sheet (no numbers filled in)
          </label>
          <label className="print-check">
            <input
              type="checkbox"
              checked={options.includeExplanations}
              onChange={(e) => store.setPrintOptions({ includeExplanations: e.target.checked })}
            />
            With explanations (a page of the rules this sheet uses, with the book’s words)
          </label>
          <div className="print-actions">
            <button type="button" onClick={() => void store.print({ target: 'system' })} disabled={store.printing}>
              Print…
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => void store.print({ target: 'pdf' })}
              disabled={store.printing}
            >
              Save as PDF…
            </button>
          </div>
          {browser && (
            <p className="hint">
              In the browser both open its print dialog; choose “Save as PDF” there as the printer to get a file.
            </p>
          )}
          <p className="hint">The preview below is the sheet as it will print.</p>
        </>
      )}
    </section>
  );
});

import { useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import { ExplanationDialog } from './explanation-dialog';
import { ExplainContext } from './explain-source';
import './explain.css';

/**
 * The small "Why?" control beside a value of the sheet ("Why is Pain Threshold 6?"): it opens the value's
 * explanation, worked out then. `path` is the value's place in the checker's `sheet --json`. Nothing is shown where
 * the sheet has no explanations to give (no ExplainProvider), and nothing is printed.
 */
export function Why({ path, term, value }: { path: string; term: string; value: string | number }) {
  const source = useContext(ExplainContext);
  const [open, setOpen] = useState(false);
  if (source === undefined) return null;
  const question = `Why is ${term} ${value}?`;
  return (
    <>
      {/* The "?" is drawn by the stylesheet, so the value's text (a table cell's, a row's) stays the value alone. */}
      <button
        type="button"
        className="explain-why no-print"
        aria-label={question}
        aria-haspopup="dialog"
        data-explains={path}
        onClick={() => setOpen(true)}
      />
      {open &&
        createPortal(
          <ExplanationDialog question={question} path={path} source={source} onClose={() => setOpen(false)} />,
          document.body,
        )}
    </>
  );
}

import { useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import { ExplanationDialog, RuleDialog, type ExplainedRule } from './explanation-dialog';
import { ExplainContext } from './explain-source';
import './explain.css';

/**
 * The small "Why?" control beside a value of the sheet ("Why is Pain Threshold 6?"): it opens the value's
 * explanation, worked out then. `path` is the value's place in the checker's `sheet --json`. Nothing is shown where
 * the page has no explanations to give (no ExplainProvider), and nothing is printed.
 */
export function Why({ path, term, value }: { path: string; term: string; value: string | number }) {
  const source = useContext(ExplainContext);
  const [open, setOpen] = useState(false);
  if (source === undefined) return null;
  const question = `Why is ${term} ${value}?`;
  return (
    <>
      <WhyControl question={question} explains={path} onOpen={() => setOpen(true)} />
      {open &&
        createPortal(
          <ExplanationDialog question={question} path={path} source={source} onClose={() => setOpen(false)} />,
          document.body,
        )}
    </>
  );
}

/**
 * The same control beside a price or a chance ("Why does Raise Soldier to base +5 cost 12 CPs?"): `explain` is
 * asked when the player opens it, never while the page draws. Nothing is shown outside a character's page.
 */
export function WhyRule({ question, explain }: { question: string; explain: () => ExplainedRule | undefined }) {
  const source = useContext(ExplainContext);
  const [rule, setRule] = useState<{ shown: ExplainedRule | undefined } | undefined>(undefined);
  if (source === undefined) return null;
  return (
    <>
      <WhyControl question={question} onOpen={() => setRule({ shown: explain() })} />
      {rule !== undefined &&
        createPortal(
          <RuleDialog question={question} rule={rule.shown} source={source} onClose={() => setRule(undefined)} />,
          document.body,
        )}
    </>
  );
}

function WhyControl({ question, explains, onOpen }: { question: string; explains?: string; onOpen(): void }) {
  // The "?" is drawn by the stylesheet, so the value's text (a table cell's, a row's) stays the value alone.
  return (
    <button
      type="button"
      className="explain-why no-print"
      aria-label={question}
      aria-haspopup="dialog"
      data-explains={explains}
      onClick={onOpen}
    />
  );
}

import type { Description } from '../../../../shared/rules/systems/hursagmu';
import './controls.css';

/** Where a description comes from, as a player finds it: the rulebook's chapter, or the revised Encounters chapter's section. */
export function sourceOf(d: Description): string {
  return d.revised ? `revised Encounters, “${d.section}”` : `rulebook, “${d.section}”`;
}

/**
 * What a trait or gift is for, in a line under its name, with the book's section it comes from. A
 * campaign's own trait or gift has no description; `campaign` says so instead.
 */
export function About({ description, campaign }: { description: Description | undefined; campaign?: string }) {
  if (!description) return campaign ? <span className="hursagmu-about">{campaign}</span> : null;
  return (
    <span className="hursagmu-about">
      {description.summary} <span className="hursagmu-about-source">({sourceOf(description)})</span>
    </span>
  );
}

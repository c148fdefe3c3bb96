import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import type { SectionProps } from '../../types';
import type { HursagmuEditor } from '../controls/creation-change';
import './builder.css';
import { EquipmentStep } from './equipment-step';
import { GiftsStep } from './gifts-step';
import { ReviewStep } from './review-step';
import { StartBuilding } from './start-building';
import { BUILDER_STEPS, errorsByStep, type BuilderStepId } from './steps';
import { TraitsStep } from './traits-step';

export interface HursagmuBuilderProps extends SectionProps<HursagmuCreation, HursagmuSheet, HursagmuSettings> {
  /** Called when the player finishes a legal character (or one whose errors The Master accepted). */
  onFinish?: () => void;
}

/**
 * The step-by-step HURSAGMU character builder: traits, gifts, equipment, review. Steps can be visited in any
 * order; the step list shows which are done and which still have errors, and the page's budget bar stays in
 * view. Every change goes through the editor, so undo, redo and saving work for each one.
 */
export const HursagmuBuilder = observer(function HursagmuBuilder({ editor, onFinish: finished, showSection }: HursagmuBuilderProps) {
  const onFinish = finished ?? (showSection ? () => showSection('sheet') : undefined);
  const [current, setCurrent] = useState<BuilderStepId>('traits');
  const [visited, setVisited] = useState<ReadonlySet<BuilderStepId>>(() => new Set(['traits']));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();

  useEffect(() => {
    // Focus follows the player to the new step, but not on first opening the builder.
    if (moved.current) heading.current?.focus();
  }, [current]);

  if (editor.creation === undefined || editor.sheet === undefined) return <StartBuilding editor={editor} />;

  const goTo = (step: BuilderStepId) => {
    moved.current = true;
    setCurrent(step);
    setVisited((v) => new Set([...v, step]));
  };
  const errors = errorsByStep(editor.findings);
  const index = BUILDER_STEPS.findIndex((s) => s.id === current);
  const previous = BUILDER_STEPS[index - 1];
  const next = BUILDER_STEPS[index + 1];
  const played = editor.file.events.filter((e) => e.type !== 'override').length;

  return (
    <div className="hursagmu-builder">
      {played > 0 && (
        <p className="banner banner-warning builder-played">
          {editor.file.name} already has {played === 1 ? 'one entry' : `${played} entries`} in the history. Changing the creation choices changes the
          character those entries built on; the review and the history show anything that no longer fits.
        </p>
      )}
      <div className="builder-layout">
        <nav className="builder-steps" aria-label="Builder steps">
          <ol>
            {BUILDER_STEPS.map((s) => {
              const count = errors.get(s.id)?.length ?? 0;
              const status = count > 0 ? `${count} ${count === 1 ? 'error' : 'errors'}` : visited.has(s.id) && s.id !== 'review' ? 'done' : '';
              return (
                <li key={s.id}>
                  <button
                    type="button"
                    className={`builder-step-link${count > 0 ? ' has-errors' : ''}`}
                    aria-current={s.id === current ? 'step' : undefined}
                    onClick={() => goTo(s.id)}
                  >
                    <span>{s.label}</span>
                    {status && (
                      <span className="builder-step-status">
                        <span className="visually-hidden">,</span> {status}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <section className="builder-step card" aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {BUILDER_STEPS[index]!.label}
          </h2>
          <CurrentStep step={current} editor={editor} goTo={goTo} onFinish={onFinish} />
          <div className="builder-nav">
            {previous && (
              <button type="button" onClick={() => goTo(previous.id)}>
                Previous: {previous.label}
              </button>
            )}
            {next && (
              <button type="button" className="primary" onClick={() => goTo(next.id)}>
                Next: {next.label}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
});

function CurrentStep({ step, editor, goTo, onFinish }: { step: BuilderStepId; editor: HursagmuEditor; goTo(step: BuilderStepId): void; onFinish?: (() => void) | undefined }) {
  switch (step) {
    case 'traits':
      return <TraitsStep editor={editor} />;
    case 'gifts':
      return <GiftsStep editor={editor} />;
    case 'equipment':
      return <EquipmentStep editor={editor} />;
    case 'review':
      return <ReviewStep editor={editor} goTo={goTo} onFinish={onFinish} />;
  }
}

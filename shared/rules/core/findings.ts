/**
 * A finding is one thing a rule system has to say about a character: what is
 * wrong (or worth knowing), how to fix it, and which field it is about.
 */
export type Severity = 'error' | 'warning';

export interface Finding {
  /** Stable identifier, e.g. "mls.primary.above-limit"; tests and overrides refer to it. */
  code: string;
  severity: Severity;
  /** A sentence a player understands that says what is wrong and how to fix it. */
  message: string;
  /** Dotted path of the field, relative to the character file, e.g. "creation.primaries.strength" or "events.4". */
  path: string;
  /** Set when a game master accepted this error with an override event. */
  overridden?: { event: string; reason: string };
}

/** Builds an error finding. */
export function error(code: string, path: string, message: string): Finding {
  return { code, severity: 'error', message, path };
}

/** Builds a warning finding. */
export function warning(code: string, path: string, message: string): Finding {
  return { code, severity: 'warning', message, path };
}

/** True when a finding is an error no override has accepted. */
export function isStandingError(finding: Finding): boolean {
  return finding.severity === 'error' && finding.overridden === undefined;
}

/** True when none of the findings is a standing error. */
export function isLegal(findings: readonly Finding[]): boolean {
  return !findings.some(isStandingError);
}

/** An accepted error: a game master's override event, with the reason shown on the sheet. */
export interface Override {
  event: string;
  code: string;
  path: string;
  reason: string;
}

/** Marks the findings that an override accepts; marked findings are new objects, the inputs are never mutated. */
export function applyOverrides(findings: readonly Finding[], overrides: readonly Override[]): Finding[] {
  if (overrides.length === 0) return findings as Finding[];
  return findings.map((f) => {
    if (f.severity !== 'error') return f;
    const o = overrides.find((x) => x.code === f.code && x.path === f.path);
    return o ? { ...f, overridden: { event: o.event, reason: o.reason } } : f;
  });
}

/** Turns a zod-style issue path into the dotted form findings use. */
export function joinPath(prefix: string, path: readonly PropertyKey[]): string {
  const tail = path.map(String).join('.');
  if (!prefix) return tail;
  return tail ? `${prefix}.${tail}` : prefix;
}

import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe for the browser journeys: WCAG 2.1 A/AA, serious and critical findings block, and the
 * experimental rules turned on below block at any impact.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * Rules axe ships as experimental (off by default) that this gate turns on. Voice control users
 * say a control's visible words: its accessible name must contain them (WCAG 2.5.3).
 */
const EXTRA_RULES = ['label-content-name-mismatch'];
const ALWAYS_BLOCKING = new Set(EXTRA_RULES);

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** Runs axe on what the page shows now and returns its serious and critical findings. */
export async function audit(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  // The extra rules really ran (an axe upgrade that renamed one would otherwise pass silently).
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  for (const id of EXTRA_RULES) expect(ran.has(id), `axe did not run ${id} on ${screen}`).toBe(true);
  // A run that checked nothing would pass anything: make sure axe saw the screen.
  expect(results.passes.length, `axe checked nothing on ${screen}`).toBeGreaterThan(10);
  // A11Y_DEBUG=1 lists every finding, and what axe could not decide (text on gradients, symbols),
  // for a person to review.
  if (process.env.A11Y_DEBUG)
    for (const v of [
      ...results.violations,
      ...results.incomplete.map((i) => ({ ...i, id: `needs review: ${i.id}` })),
    ])
      for (const n of v.nodes)
        console.log(
          `[${screen}] ${v.id} (${v.impact}) ${n.target.join(' ')} :: ${n.html.slice(0, 120)} :: ${JSON.stringify(n.any.map((c) => [c.message, c.data]))}`,
        );
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? '') || ALWAYS_BLOCKING.has(v.id))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

export function describe(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.screen}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.helpUrl}\n` +
        f.targets.map((t) => `    - ${t}`).join('\n'),
    )
    .join('\n');
}

/** Runs the gate on the page as it is and fails on any blocking finding. */
export async function noSeriousViolations(page: Page, screen: string) {
  const findings = await audit(page, screen);
  expect(findings, describe(findings)).toEqual([]);
}

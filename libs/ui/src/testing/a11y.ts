import axe from 'axe-core';

/** Rules that do not apply to isolated component stories (no page landmarks or h1 around them). */
const storyRules = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
  'landmark-unique': { enabled: false },
};

/**
 * Runs axe-core on the story's canvas plus any open Radix portal in document.body and throws a
 * readable error listing the violations.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  // Only the violations are read: axe then keeps one node per passed or inapplicable rule
  // instead of describing every node it checked (the same rules run).
  const results = await axe.run(root, { rules: storyRules, resultTypes: ['violations'] });
  if (results.violations.length > 0) {
    const lines = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
    throw new Error(`axe found ${results.violations.length} violation(s):\n${lines.join('\n')}`);
  }
}

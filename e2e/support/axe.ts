import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules, as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One problem axe found: the rule, its impact and the elements, readable in a test's failure. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical violations on the page as it stands, tagged with `where`. */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Opens a path and waits until the screen has settled: its code loaded, its first calls answered. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A screen still saying it loads would be checked half drawn.
  await expect(page.getByRole('status').filter({ hasText: /^Chargement/ })).toHaveCount(0);
}

// Accessibility checks of the browser tests: axe-core (WCAG 2.0/2.1 A and AA) on a page or an open
// dialog, and the keyboard contract of a dialog (focus stays inside, Escape closes it and focus
// goes back to the control that opened it).
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Violations at these impacts fail a test; minor and moderate ones are printed, not failed. */
const FAILING = new Set(['serious', 'critical'])

/** The widths every check runs at: a desktop and a phone. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]

/**
 * Runs axe on the page (or only inside `include`, a CSS selector) at each of WIDTHS, and fails on
 * any serious or critical violation. Colour contrast, the costliest rule, runs at the first width
 * only: no colour utility in the apps changes with the width (grep for sm:/md:/lg: bg-, text-,
 * border- colours finds none), so the phone's run would measure the same pairs again. The page is resized in place, not loaded again (the layout
 * follows the width through CSS and matchMedia listeners), and left at the width it had. Soft: the
 * test goes on, so one run lists every page's findings.
 */
export async function expectAccessible(page: Page, opts: { include?: string; label?: string } = {}) {
  const before = page.viewportSize()
  for (const size of WIDTHS) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize({ width: size.width, height: size.height })
    await axeOnce(page, opts, size === WIDTHS[0])
  }
  if (before && page.viewportSize()?.width !== before.width) await page.setViewportSize(before)
}

async function axeOnce(page: Page, opts: { include?: string; label?: string }, contrast: boolean) {
  // Let transitions (toasts, dialog fade-ins, a resize's re-layout) settle so colours are measured at their final value.
  await page.waitForTimeout(150)
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (opts.include) builder = builder.include(opts.include)
  if (!contrast) builder = builder.disableRules(['color-contrast'])
  const { violations } = await builder.analyze()
  const failing = violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes
      .slice(0, 6)
      .map((n) => n.target.join(' '))
      .join(' | ')}${v.nodes.length > 6 ? ` (+${v.nodes.length - 6} more)` : ''}`)
  const where = opts.label ?? new URL(page.url()).pathname + new URL(page.url()).search
  const width = page.viewportSize()?.width
  expect.soft(failing, `axe serious/critical violations on ${where} at ${width}px`).toEqual([])
}

/**
 * The dialog keeps Tab and Shift+Tab inside itself, passes axe, and closes on Escape, giving focus
 * back to `opener` when one is given.
 */
export async function expectDialogContract(page: Page, dialog: Locator, opts: { opener?: Locator; label: string }) {
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: `${opts.label}: focus moves into the dialog` }).toBe(true)
  await expectAccessible(page, { include: '[role="dialog"], [role="alertdialog"]', label: `${opts.label} dialog` })
  const focusables = await dialog.evaluate(
    (el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
  )
  // One more round than there are stops: a leak would show up on the way round.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press(key)
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement))
      expect(inside, `${opts.label}: ${key} #${i + 1} keeps focus inside the dialog`).toBe(true)
    }
  }
  await page.keyboard.press('Escape')
  await expect(dialog, `${opts.label}: Escape closes the dialog`).toBeHidden()
  if (opts.opener) await expect(opts.opener, `${opts.label}: focus returns to the opener`).toBeFocused()
}

// Spec §9 price rule and the package the wizard sends (docs/onboarding-api.md "Price rule").
import type { ChurchSize, Product } from './api/types'

/** From this many products the full-suite cost applies and church_products is 'all'. */
export const FULL_SUITE_FROM = 7
/** Picking individually more than this many products selects all of them. */
export const PICK_ALL_AFTER = 5

const COST_KEYS = ['oneProductCost', 'twoProductCost', 'threeProductCost', 'fourProductCost', 'fiveProductCost', 'sixProductCost'] as const

/** 1..6 products → the matching cost; 7+ → fullProductSuiteCost; none (or no size) → '0.00'. */
export function packagePrice(size: ChurchSize | undefined, count: number): string {
  if (!size || count <= 0) return '0.00'
  if (count >= FULL_SUITE_FROM) return size.fullProductSuiteCost
  return size[COST_KEYS[count - 1]!]
}

/** Toggles one product; picking beyond PICK_ALL_AFTER selects the whole catalogue (§5). */
export function toggleProduct(selected: readonly string[], name: string, catalogue: readonly Product[]): string[] {
  if (selected.includes(name)) return selected.filter((n) => n !== name)
  const next = [...selected, name]
  if (next.length > PICK_ALL_AFTER) return catalogue.map((p) => p.name)
  return catalogue.map((p) => p.name).filter((n) => next.includes(n))
}

/** church_products: comma-joined names in catalogue order, or 'all' when 7 or more are chosen. */
export function productsValue(selected: readonly string[], catalogue: readonly Product[]): string {
  if (selected.length >= FULL_SUITE_FROM) return 'all'
  return catalogue
    .map((p) => p.name)
    .filter((n) => selected.includes(n))
    .join(',')
}

/** The line under "Selected Package": the size and how many products, or what is missing. */
export function packageSummary(size: Pick<ChurchSize, 'label'> | undefined, count: number, catalogueSize: number): string {
  if (!size) return 'Choose a church size and products'
  if (count === 0) return `${size.label} · no products yet`
  if (count >= catalogueSize) return `${size.label} · Full suite (all ${count} products)`
  return `${size.label} · ${count} product${count > 1 ? 's' : ''}`
}

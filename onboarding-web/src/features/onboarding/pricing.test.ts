import { describe, expect, it } from 'vitest'
import type { ChurchSize, Product } from './api/types'
import { packagePrice, packageSummary, productsValue, toggleProduct } from './pricing'

const size: ChurchSize = {
  label: 'Under 100',
  name: 'under_100',
  currency: 'USD',
  oneProductCost: '49.00',
  twoProductCost: '89.00',
  threeProductCost: '119.00',
  fourProductCost: '149.00',
  fiveProductCost: '169.00',
  sixProductCost: '189.00',
  fullProductSuiteCost: '1999.00',
}

const catalogue: Product[] = ['people', 'generosity', 'children', 'comms', 'sermons', 'events', 'shop', 'prayer'].map((name) => ({ name, title: name, description: '' }))

describe('packagePrice (spec §9)', () => {
  it('is 0.00 with no product or no size', () => {
    expect(packagePrice(size, 0)).toBe('0.00')
    expect(packagePrice(undefined, 3)).toBe('0.00')
  })
  it.each([
    [1, '49.00'],
    [2, '89.00'],
    [3, '119.00'],
    [4, '149.00'],
    [5, '169.00'],
    [6, '189.00'],
  ])('%i products cost the matching price', (n, want) => {
    expect(packagePrice(size, n)).toBe(want)
  })
  it('7 or more products cost the full suite', () => {
    expect(packagePrice(size, 7)).toBe('1999.00')
    expect(packagePrice(size, 8)).toBe('1999.00')
    expect(packagePrice(size, 40)).toBe('1999.00')
  })
})

describe('toggleProduct', () => {
  it('adds and removes in catalogue order', () => {
    expect(toggleProduct([], 'children', catalogue)).toEqual(['children'])
    expect(toggleProduct(['children'], 'people', catalogue)).toEqual(['people', 'children'])
    expect(toggleProduct(['people', 'children'], 'people', catalogue)).toEqual(['children'])
  })
  it('picking a sixth product selects all (more than 5 switches to all)', () => {
    const five = ['people', 'generosity', 'children', 'comms', 'sermons']
    expect(toggleProduct(five, 'shop', catalogue)).toEqual(catalogue.map((p) => p.name))
  })
  it('deselecting from all keeps the rest', () => {
    const all = catalogue.map((p) => p.name)
    expect(toggleProduct(all, 'shop', catalogue)).toHaveLength(7)
  })
})

describe('productsValue', () => {
  it('comma-joins names in catalogue order', () => {
    expect(productsValue(['children', 'people'], catalogue)).toBe('people,children')
  })
  it("is 'all' from 7 products", () => {
    expect(productsValue(catalogue.slice(0, 6).map((p) => p.name), catalogue)).toBe('people,generosity,children,comms,sermons,events')
    expect(productsValue(catalogue.slice(0, 7).map((p) => p.name), catalogue)).toBe('all')
  })
})

describe('packageSummary', () => {
  it('says what is chosen or missing', () => {
    expect(packageSummary(undefined, 2, 8)).toBe('Choose a church size and products')
    expect(packageSummary(size, 0, 8)).toBe('Under 100 · no products yet')
    expect(packageSummary(size, 1, 8)).toBe('Under 100 · 1 product')
    expect(packageSummary(size, 7, 8)).toBe('Under 100 · 7 products')
    expect(packageSummary(size, 8, 8)).toBe('Under 100 · Full suite (all 8 products)')
  })
})

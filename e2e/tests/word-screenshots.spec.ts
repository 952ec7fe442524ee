// Pictures of The Word's media, settings, guide and podcasts pages at 1280 and 375 px for review
// (make screenshots; E2E_SCREENSHOTS=1). What it makes it deletes again.
import { expect, test, type Page } from '../support/test'
import { apiAs, screenshotDir, stampWord } from '../support/people'
import { apiTry, signInAsMediaStaff, uploadViaApi, wav } from '../support/word'

async function shoot(page: Page, path: string, name: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  for (const w of [1280, 375]) {
    await page.setViewportSize({ width: w, height: w === 1280 ? 900 : 812 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${screenshotDir}word-${name}-${w}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('screenshots: The Word media and podcasts pages', async ({ page }) => {
  test.setTimeout(180_000)
  await signInAsMediaStaff(page)
  const word = stampWord()
  const group = await apiAs<{ id: number }>(page, '/api/word/media-groups/add', { name: `Shots ${word}`, description: 'Pictures for review.' })
  const series = await apiAs<{ id: number }>(page, '/api/word/media-series/add', { name: `Shots series ${word}`, description: '' })
  const file = await uploadViaApi(page, `shot-${word}.wav`, wav(3, 8000), { title: `Shot ${word}`, groupId: group.id, seriesId: series.id })
  const category = await apiAs<{ id: number }>(page, '/api/word/podcasts/categories/add', { name: `Shots ${word}` })
  try {
    const W = '/product/the-word'
    await shoot(page, `${W}/view-media-group?id=${group.id}`, 'view-media-group')
    await shoot(page, `${W}/view-media-series?id=${series.id}`, 'view-media-series')
    await shoot(page, `${W}/view-series-media?id=${series.id}`, 'view-series-media')
    await shoot(page, `${W}/settings`, 'settings')
    await shoot(page, `${W}/adminguide`, 'adminguide')
    await shoot(page, `${W}/audio&podcasts`, 'podcasts')
    await shoot(page, `${W}/audio&podcasts/view-album-category?id=${category.id}`, 'view-album-category')
    await shoot(page, `${W}/audio&podcasts/reorder-categories`, 'reorder-categories')
    const albums = await apiAs<{ items: { id: number }[] }>(page, '/api/word/podcasts/albums/list', {})
    if (albums.items[0]) await shoot(page, `${W}/audio&podcasts/viewAlbum?id=${albums.items[0].id}`, 'view-album')
  } finally {
    await apiTry(page, '/api/word/podcasts/categories/delete', { id: category.id })
    await apiTry(page, '/api/word/media/delete', { id: file.id })
    await apiTry(page, '/api/word/media-series/delete', { id: series.id })
    await apiTry(page, '/api/word/media-groups/delete', { id: group.id })
  }
})

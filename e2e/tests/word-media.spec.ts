// The Word's media library (issue 16, features/word/media), as the demo's media staff user: a WAV
// of a few MB uploaded in chunks with the progress reaching 100 %, an upload cancelled half-way
// leaving nothing behind, and a media group's playlist reordered (drag and keyboard) and kept after
// a reload. What the spec makes it deletes again.
import { expect, test, type Page } from '../support/test'
import { apiAs, screenshotDir, stampWord } from '../support/people'
import { toast } from '../support/ui'
import { apiTry, signInAsMediaStaff, uploadViaApi, wav, type MediaRow } from '../support/word'

async function openMedia(page: Page) {
  await page.goto('/product/the-word/media')
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible()
}

async function snap(page: Page, name: string) {
  for (const w of [1280, 375]) {
    await page.setViewportSize({ width: w, height: w === 1280 ? 900 : 812 })
    await page.waitForTimeout(250)
    await page.screenshot({ path: `${screenshotDir}word-${name}-${w}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const mediaNamed = async (page: Page, search: string) => (await apiAs<{ items: MediaRow[] }>(page, '/api/word/media/list', { page: 0, pageSize: 50, search })).items

test('media: a WAV uploads in chunks to 100 %, and a cancelled upload leaves nothing', async ({ page }) => {
  test.setTimeout(180_000)
  await signInAsMediaStaff(page)
  const word = stampWord()
  const made: number[] = []
  try {
    await openMedia(page)

    // A WAV of about 13 MB: two chunks of the contract's 8 MiB.
    const name = `sermon-${word}.wav`
    const seen = new Set<string>()
    await page.getByLabel('Choose a file to upload').setInputFiles({ name, mimeType: 'audio/wav', buffer: wav(300) })
    const bar = page.getByRole('progressbar', { name: new RegExp(`(Uploading|Uploaded) ${name}`) })
    await expect(bar).toBeVisible()
    // Whole percents only, rising to 100.
    await expect
      .poll(async () => {
        const v = await bar.getAttribute('aria-valuenow')
        if (v) seen.add(v)
        return v
      }, { intervals: [50], timeout: 60_000 })
      .toBe('100')
    for (const v of seen) expect(v).toMatch(/^\d{1,3}$/)
    await expect(page.getByTestId('upload-progress')).toContainText('100%')
    await expect(page.getByTestId('upload-progress')).toContainText(`Uploaded ${name}`)
    await expect(toast(page, 'File uploaded')).toBeVisible()
    // The title starts as the file's name without its extension.
    const title = `sermon-${word}`
    const row = page.getByRole('list', { name: 'Files' }).getByRole('listitem').filter({ hasText: title })
    await expect(row).toBeVisible()
    const [uploaded] = await mediaNamed(page, name)
    expect(uploaded).toBeTruthy()
    made.push(uploaded!.id)
    // The worker reads its length: the row shows the kind and, once probed, 5:00.
    await expect(row).toContainText('Audio')
    await snap(page, 'media')

    // Preview plays it in the browser's own player.
    await row.getByRole('button', { name: `Preview ${title}` }).click()
    const preview = page.getByRole('dialog', { name: title })
    await expect(preview.locator('audio')).toHaveAttribute('src', /\/api\/word\/files\/.+\.wav$/)
    await preview.getByRole('button', { name: 'Close', exact: true }).last().click()

    // Edit its title.
    await row.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit file' })
    await edit.getByRole('textbox', { name: 'Title' }).fill(`Easter ${word}`)
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit).toBeHidden()
    await expect(page.getByRole('list', { name: 'Files' })).toContainText(`Easter ${word}`)

    // Cancel half-way: the chunks are held back so Cancel comes while one is in flight.
    const cancelled = `cancel-${word}.wav`
    await page.route('**/api/word/uploads/*/chunk', async (route) => {
      await new Promise((r) => setTimeout(r, 4000))
      await route.continue().catch(() => undefined)
    })
    await page.getByLabel('Choose a file to upload').setInputFiles({ name: cancelled, mimeType: 'audio/wav', buffer: wav(300) })
    const cancelBar = page.getByRole('progressbar', { name: `Uploading ${cancelled}` })
    await expect(cancelBar).toBeVisible()
    const cancelCall = page.waitForResponse((r) => r.url().endsWith('/api/word/uploads/cancel'))
    await page.getByRole('button', { name: `Cancel the upload of ${cancelled}` }).click()
    expect((await cancelCall).status()).toBe(200)
    await expect(toast(page, 'Upload cancelled')).toBeVisible()
    await expect(cancelBar).toBeHidden()
    await page.unroute('**/api/word/uploads/*/chunk')
    // Nothing in the library, in the page or the API.
    await page.getByRole('searchbox', { name: 'Search' }).fill(cancelled)
    await expect(page.getByText('No files yet')).toBeVisible()
    expect(await mediaNamed(page, cancelled)).toEqual([])
  } finally {
    for (const id of made) await apiTry(page, '/api/word/media/delete', { id })
  }
})

test('media: a group’s playlist reordered by drag and keyboard is kept after a reload', async ({ page }) => {
  test.setTimeout(120_000)
  await signInAsMediaStaff(page)
  const word = stampWord()
  const group = await apiAs<{ id: number }>(page, '/api/word/media-groups/add', { name: `Playlist ${word}`, description: '' })
  const files: MediaRow[] = []
  try {
    for (const t of ['One', 'Two', 'Three']) files.push(await uploadViaApi(page, `${t.toLowerCase()}-${word}.wav`, wav(2, 8000), { title: `${t} ${word}`, groupId: group.id }))

    // The group page lists them; Reorder files opens the playlist.
    await page.goto(`/product/the-word/view-media-group?id=${group.id}`)
    await expect(page.getByRole('heading', { level: 1, name: `Playlist ${word}` })).toBeVisible()
    await page.getByRole('link', { name: 'Reorder files' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Reorder Playlist ${word}` })).toBeVisible()
    const list = page.getByRole('list', { name: 'Playlist order' })
    const titles = () => list.getByRole('listitem').locator('p.font-medium').allTextContents()
    await expect.poll(titles).toEqual([`One ${word}`, `Two ${word}`, `Three ${word}`])

    // Keyboard: Three up, with Enter on its button.
    await page.getByRole('button', { name: `Move Three ${word} up` }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(titles).toEqual([`One ${word}`, `Three ${word}`, `Two ${word}`])
    // Drag: Two onto the first row.
    await list.getByTestId(`reorder-row-${files[1]!.id}`).dragTo(list.getByTestId(`reorder-row-${files[0]!.id}`))
    await expect.poll(titles).toEqual([`Two ${word}`, `One ${word}`, `Three ${word}`])
    await snap(page, 'reorder-playlist-media')
    await page.getByRole('button', { name: 'Save order' }).click()
    await expect(toast(page, /./)).toBeVisible()

    await page.reload()
    await expect.poll(titles).toEqual([`Two ${word}`, `One ${word}`, `Three ${word}`])
    const api = await apiAs<{ items: MediaRow[] }>(page, '/api/word/media/list', { page: 0, pageSize: 50, groupId: group.id })
    expect(api.items.map((m) => m.id)).toEqual([files[1]!.id, files[0]!.id, files[2]!.id])
  } finally {
    for (const f of files) await apiTry(page, '/api/word/media/delete', { id: f.id })
    await apiTry(page, '/api/word/media-groups/delete', { id: group.id })
  }
})

// Audio & podcasts (issue 16, features/word/podcasts), as the demo's media staff user: a category,
// an album whose 500×500 artwork is refused with the rule and whose 1400×1400 artwork is taken, two
// episodes with uploaded audio, published; the feed URL answers an RSS 2.0 feed with what Apple
// Podcasts and Spotify require, and the episode's <audio> plays and seeks over range requests.
// Everything it makes it deletes again.
import { expect, test, type Page } from '../support/test'
import { apiAs, screenshotDir, stampWord } from '../support/people'
import { toast } from '../support/ui'
import { apiTry, png, signInAsMediaStaff, wav } from '../support/word'

const ARTWORK_RULE = 'Podcast artwork must be a square image from 1400×1400 to 3000×3000 pixels'

async function snap(page: Page, name: string) {
  for (const w of [1280, 375]) {
    await page.setViewportSize({ width: w, height: w === 1280 ? 900 : 812 })
    await page.waitForTimeout(250)
    await page.screenshot({ path: `${screenshotDir}word-${name}-${w}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

interface Ids {
  category?: number
  album?: number
  episodes: number[]
  media: number[]
}

async function cleanUp(page: Page, ids: Ids) {
  for (const id of ids.episodes) await apiTry(page, '/api/word/podcasts/episodes/delete', { id })
  if (ids.album) await apiTry(page, '/api/word/podcasts/albums/delete', { id: ids.album })
  if (ids.category) await apiTry(page, '/api/word/podcasts/categories/delete', { id: ids.category })
  for (const id of ids.media) await apiTry(page, '/api/word/media/delete', { id })
}

test('podcasts: album with artwork, two episodes, published feed, audio that seeks', async ({ page }) => {
  test.setTimeout(240_000)
  await signInAsMediaStaff(page)
  const word = stampWord()
  const ids: Ids = { episodes: [], media: [] }
  try {
    // A category, added on the categories page.
    await page.goto('/product/the-word/audio&podcasts')
    await expect(page.getByRole('heading', { level: 1, name: 'Audio & podcasts' })).toBeVisible()
    await page.getByRole('link', { name: 'Categories' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Album categories' })).toBeVisible()
    const cat = `Teaching ${word}`
    await page.getByRole('textbox', { name: 'New category' }).fill(cat)
    await page.getByRole('form', { name: 'Add category' }).getByRole('button', { name: 'Add' }).click()
    await expect(toast(page, /./).first()).toBeVisible()
    await expect(page.getByTestId(`name-row-${cat}`)).toBeVisible()
    const cats = await apiAs<{ items: { id: number; name: string }[] }>(page, '/api/word/podcasts/categories/list', {})
    ids.category = cats.items.find((c) => c.name === cat)!.id

    // The album: artwork too small is refused with the rule, the right size is taken.
    await page.goto('/product/the-word/audio&podcasts')
    await page.getByRole('button', { name: 'Add album' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add album' })
    const title = `Sunday Sermons ${word}`
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title)
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Sermons from Grace Community Church, every Sunday.')
    await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: cat })
    await dialog.getByRole('textbox', { name: 'Author' }).fill('Grace Community Church')
    await dialog.getByRole('textbox', { name: 'Owner name' }).fill('Grace Media Team')
    await dialog.getByRole('textbox', { name: 'Owner e-mail' }).fill('media@grace.demo')
    await dialog.getByRole('textbox', { name: 'Language' }).fill('en-US')
    await dialog.getByRole('combobox', { name: 'iTunes category' }).selectOption('Religion & Spirituality')
    await dialog.getByRole('combobox', { name: 'iTunes subcategory' }).selectOption('Christianity')
    await dialog.getByLabel('Upload artwork file').setInputFiles({ name: `small-${word}.png`, mimeType: 'image/png', buffer: png(500, 500) })
    await expect(dialog.getByTestId('media-field-value')).toContainText('500×500')
    await dialog.getByRole('button', { name: 'Add album' }).click()
    await expect(dialog.getByRole('alert').filter({ hasText: ARTWORK_RULE })).toBeVisible()
    await snap(page, 'podcasts-album-dialog')
    await dialog.getByLabel('Upload artwork file').setInputFiles({ name: `art-${word}.png`, mimeType: 'image/png', buffer: png(1400, 1400) })
    await expect(dialog.getByTestId('media-field-value')).toContainText('1400×1400')
    await dialog.getByRole('button', { name: 'Add album' }).click()
    await expect(dialog).toBeHidden()
    const albums = await apiAs<{ items: { id: number; title: string; artworkMediaId: number }[] }>(page, '/api/word/podcasts/albums/list', { search: title })
    const album = albums.items.find((a) => a.title === title)!
    ids.album = album.id
    const media = await apiAs<{ items: { id: number; fileName: string }[] }>(page, '/api/word/media/list', { page: 0, pageSize: 50, search: word })
    ids.media.push(...media.items.map((m) => m.id))

    // The category page lists it; the album page opens.
    await page.getByRole('link', { name: cat }).click()
    await expect(page.getByRole('heading', { level: 1, name: cat })).toBeVisible()
    await page.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    // Two episodes, each with its audio uploaded in the dialog.
    for (const n of [1, 2]) {
      await page.getByRole('button', { name: 'Add episode' }).click()
      const ep = page.getByRole('dialog', { name: 'Add episode' })
      await ep.getByRole('textbox', { name: 'Title' }).fill(`Episode ${n} ${word}`)
      await ep.getByRole('textbox', { name: 'Description' }).fill(`Week ${n} of the series.`)
      await ep.getByLabel('Upload audio file').setInputFiles({ name: `episode-${n}-${word}.wav`, mimeType: 'audio/wav', buffer: wav(20, 22_050) })
      await expect(ep.getByTestId('media-field-value')).toContainText(`episode-${n}-${word}`)
      await ep.getByRole('textbox', { name: 'Episode number' }).fill(String(n))
      await ep.getByRole('button', { name: 'Add episode' }).click()
      await expect(ep).toBeHidden()
      await expect(page.getByRole('list', { name: 'Episodes' }).getByRole('heading', { name: `Episode ${n} ${word}` })).toBeVisible()
    }
    const eps = await apiAs<{ items: { id: number; title: string }[] }>(page, '/api/word/podcasts/episodes/list', { albumId: album.id, page: 0, pageSize: 50 })
    ids.episodes.push(...eps.items.map((e) => e.id))
    const all = await apiAs<{ items: { id: number }[] }>(page, '/api/word/media/list', { page: 0, pageSize: 50, search: word })
    ids.media = all.items.map((m) => m.id)

    // Publish both episodes, then the album.
    for (const n of [1, 2]) {
      await page.getByRole('button', { name: `Publish Episode ${n} ${word}` }).click()
      await expect(page.getByTestId(`episode-${ids.episodes[n - 1]}`)).toContainText('Published')
    }
    await page.getByRole('button', { name: 'Publish album' }).click()
    await expect(page.getByRole('button', { name: 'Unpublish album' })).toBeVisible()
    await snap(page, 'podcasts-album')

    // The feed: Copy, Open feed, and what the apps require.
    const feedUrl = await page.getByRole('textbox', { name: 'Feed URL' }).inputValue()
    expect(feedUrl).toMatch(new RegExp(`/api/word/podcasts/${album.id}/feed\\.xml$`))
    await expect(page.getByRole('link', { name: 'Open feed' })).toHaveAttribute('href', feedUrl)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy' }).click()
    await expect(toast(page, 'Feed URL copied')).toBeVisible()
    const feed = await page.evaluate(async (path) => {
      const res = await fetch(path)
      const xml = await res.text()
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      const IT = 'http://www.itunes.com/dtds/podcast-1.0.dtd'
      const ch = doc.querySelector('rss > channel')
      const it = (el: Element | null | undefined, name: string) => el?.getElementsByTagNameNS(IT, name)[0]
      // RSS's own elements (no namespace): `link` beside atom:link, `title` beside itunes:title.
      const own = (el: Element | null | undefined, name: string) => [...(el?.children ?? [])].find((c) => c.localName === name && !c.namespaceURI)
      const items = [...doc.querySelectorAll('rss > channel > item')]
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        etag: res.headers.get('etag'),
        rss: doc.documentElement.getAttribute('version'),
        parseError: !!doc.querySelector('parsererror'),
        title: own(ch, 'title')?.textContent,
        link: own(ch, 'link')?.textContent,
        language: own(ch, 'language')?.textContent,
        description: own(ch, 'description')?.textContent,
        author: it(ch, 'author')?.textContent,
        ownerEmail: it(it(ch, 'owner'), 'email')?.textContent,
        image: it(ch, 'image')?.getAttribute('href'),
        category: it(ch, 'category')?.getAttribute('text'),
        explicit: it(ch, 'explicit')?.textContent,
        items: items.map((i) => ({
          title: own(i, 'title')?.textContent,
          guid: own(i, 'guid')?.textContent,
          guidPermaLink: i.querySelector('guid')?.getAttribute('isPermaLink'),
          pubDate: i.querySelector('pubDate')?.textContent,
          url: i.querySelector('enclosure')?.getAttribute('url'),
          length: i.querySelector('enclosure')?.getAttribute('length'),
          type: i.querySelector('enclosure')?.getAttribute('type'),
          duration: it(i, 'duration')?.textContent,
        })),
      }
    }, new URL(feedUrl).pathname)
    expect(feed.status).toBe(200)
    expect(feed.type).toMatch(/^application\/rss\+xml/)
    expect(feed.etag).toBeTruthy()
    expect(feed.parseError).toBe(false)
    expect(feed.rss).toBe('2.0')
    expect(feed).toMatchObject({ title, language: 'en-US', author: 'Grace Community Church', ownerEmail: 'media@grace.demo', category: 'Religion & Spirituality', explicit: 'false' })
    expect(feed.link).toBeTruthy()
    expect(feed.description).toContain('every Sunday')
    expect(feed.image).toMatch(/^https?:\/\/.+\/api\/word\/files\/.+\.png$/)
    expect(feed.items).toHaveLength(2)
    for (const i of feed.items) {
      expect(i.title).toMatch(new RegExp(`Episode \\d ${word}`))
      expect(i.guid).toMatch(/^urn:uuid:/)
      expect(i.guidPermaLink).toBe('false')
      expect(new Date(i.pubDate!).getTime()).not.toBeNaN()
      expect(i.url).toMatch(/^https?:\/\/.+\/api\/word\/files\/.+\.wav$/)
      expect(Number(i.length)).toBeGreaterThan(800_000)
      expect(i.type).toMatch(/^audio\//)
    }

    // The episode plays and seeks: the file answers range requests with 206.
    const ranged: number[] = []
    page.on('response', (r) => {
      if (r.url().includes('/api/word/files/') && r.request().headers()['range']) ranged.push(r.status())
    })
    await page.reload()
    const audio = page.getByLabel(`Play Episode 1 ${word}`)
    await expect(audio).toBeVisible()
    const played = await audio.evaluate(async (el) => {
      const a = el as HTMLAudioElement
      a.muted = true
      await a.play()
      await new Promise((r) => setTimeout(r, 300))
      const seeked = new Promise<void>((r) => a.addEventListener('seeked', () => r(), { once: true }))
      a.currentTime = 12
      await seeked
      const at = a.currentTime
      a.pause()
      return { at, duration: a.duration }
    })
    expect(played.at).toBeGreaterThanOrEqual(11.5)
    expect(Math.round(played.duration)).toBe(20)
    expect(ranged).toContain(206)
  } finally {
    await cleanUp(page, ids)
  }
})

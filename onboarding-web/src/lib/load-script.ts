// Loads a third-party script once (reCAPTCHA, maps). Resolves when it has loaded.
const loading = new Map<string, Promise<void>>()

export function loadScript(src: string): Promise<void> {
  let p = loading.get(src)
  if (p) return p
  p = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script')
    el.src = src
    el.async = true
    el.defer = true
    el.onload = () => resolve()
    el.onerror = () => {
      loading.delete(src)
      el.remove()
      reject(new Error(`Could not load ${src}`))
    }
    document.head.appendChild(el)
  })
  loading.set(src, p)
  return p
}

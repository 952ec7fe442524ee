import { createElement, lazy, type ComponentType } from 'react'

export type Preloadable<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> }

/**
 * React.lazy that can be fetched ahead of its render (preload; the module system fetches it once).
 * Once its module is in, it renders the component at once: React.lazy would suspend for a tick
 * anyway and commit its Suspense fallback, and React paces the reveal that replaces a fallback
 * (about 300 ms), so a page whose chunk was already here would still show a loader first.
 */
export function preloadable<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  const preload = () =>
    load().then((m) => {
      loaded = m.default
      return m
    })
  const Lazy = lazy(preload)
  const Component = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props)
  return Object.assign(Component, { preload })
}

// The console's, onboarding-web's and ops-web's folder boundaries (docs/architecture.md, "Console boundaries
// and accessibility"), as one local rule. Every import specifier — `@/…` alias or relative path —
// is resolved to a folder under `<app>/src`, so a boundary cannot be stepped around by writing
// `../../other-feature/...`. Features are named by their folder: a new one is covered without
// touching this file.
//   - a feature (`src/features/<X>/…`) imports only its own folder, `components/`, `lib/` and `app/`;
//   - `components/` and `lib/` never import a feature;
//   - an app never imports another app's sources;
//   - the UI kit (`packages/ui/src`) imports only itself and packages, never an app; an app imports
//     the kit as `@congregate/ui`, not by a path into its folder.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (this file's parent folder), whichever folder ESLint runs from. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const APPS = ['console', 'onboarding-web', 'ops-web']
const KIT = path.join('packages', 'ui', 'src')

/** True when a file or resolved import path is inside the UI kit's sources. */
function inKit(root, file) {
  const rel = path.relative(root, file)
  return rel === KIT || rel.startsWith(KIT + path.sep)
}

/** { root, app, area, feature } of a file or resolved import path, or null outside the apps. */
function locate(root, file) {
  const rel = path.relative(root, file).split(path.sep)
  if (!APPS.includes(rel[0]) || rel[1] !== 'src') return null
  const area = rel[2] ?? ''
  return { app: rel[0], area, feature: area === 'features' ? (rel[3] ?? '') : null }
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders import only themselves and shared code; shared code never imports a feature.' },
    schema: [],
    messages: {
      crossFeature: "Feature '{{from}}' imports feature '{{to}}': move the shared piece to components/ or lib/.",
      sharedToFeature: "{{area}}/ imports feature '{{to}}': shared code must not depend on a feature.",
      crossApp: "{{from}} imports {{to}}'s sources: share code through a package, not a relative path.",
      kitOutside: "The UI kit imports '{{spec}}' from outside packages/ui/src: the kit depends on no app; an app passes what the kit needs as props.",
      kitByPath: "Import the UI kit as '@congregate/ui', not by a path into packages/ui.",
    },
  },
  create(context) {
    const root = ROOT
    const file = context.filename
    if (inKit(root, file)) return kitImports(context, root, file)
    const here = locate(root, file)
    if (!here) return {}

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const spec = source.value
      // `@/` is each app's own src (tsconfig paths); bare specifiers are packages.
      let target
      if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec)
      else if (spec.startsWith('@/')) target = path.join(root, here.app, 'src', spec.slice(2))
      else return
      if (path.relative(root, target).startsWith('packages' + path.sep)) {
        context.report({ node: source, messageId: 'kitByPath' })
        return
      }
      const there = locate(root, target)
      if (!there) {
        // A relative path that climbs out of the app's src into another app.
        const rel = path.relative(root, target).split(path.sep)[0]
        if (APPS.includes(rel) && rel !== here.app) context.report({ node: source, messageId: 'crossApp', data: { from: here.app, to: rel } })
        return
      }
      if (there.app !== here.app) {
        context.report({ node: source, messageId: 'crossApp', data: { from: here.app, to: there.app } })
        return
      }
      if (there.feature === null) return
      if (here.feature !== null && here.feature !== there.feature) {
        context.report({ node: source, messageId: 'crossFeature', data: { from: here.feature, to: there.feature } })
      } else if (here.area === 'components' || here.area === 'lib') {
        context.report({ node: source, messageId: 'sharedToFeature', data: { area: here.area, to: there.feature } })
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

/** The kit's own rule: relative imports stay inside packages/ui/src; no app alias. */
function kitImports(context, root, file) {
  function check(source) {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
    const spec = source.value
    const outside = spec.startsWith('@/') || spec.startsWith('@congregate/') || (spec.startsWith('.') && !inKit(root, path.resolve(path.dirname(file), spec)))
    if (outside) context.report({ node: source, messageId: 'kitOutside', data: { spec } })
  }
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  }
}

export default { meta: { name: 'congregate-boundaries' }, rules: { features: featureBoundaries } }

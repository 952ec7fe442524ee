import { ChildrenBrowser } from './ChildrenBrowser'

/** /product/children/grid: the children as cards. */
export default function GridPage() {
  return <ChildrenBrowser view="grid" />
}

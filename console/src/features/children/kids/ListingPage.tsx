import { ChildrenBrowser } from './ChildrenBrowser'

/** /product/children/listing: the children as a table. */
export default function ListingPage() {
  return <ChildrenBrowser view="table" />
}

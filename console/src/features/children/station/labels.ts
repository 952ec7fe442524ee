// Printing a check-in's labels: the PDF in a hidden frame for the browser's print dialog (label
// printers print from it), the PDF in a tab, or the ZPL file for a Zebra printer.
import { saveBlob } from '@/lib/api-files'
import { fetchLabel, type LabelSize } from '../api/station'

let frame: HTMLIFrameElement | null = null

/** Fetches the labels' PDF and opens the print dialog; answers the PDF's URL for an "Open" link. */
export async function printLabels(checkinId: number, size: LabelSize | ''): Promise<string> {
  const { blob } = await fetchLabel(checkinId, 'pdf', size)
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
  frame?.remove()
  frame = document.createElement('iframe')
  frame.title = 'Labels to print'
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0'
  frame.onload = () => {
    try {
      frame?.contentWindow?.focus()
      frame?.contentWindow?.print()
    } catch {
      /* some browsers will not print a PDF frame: the Open link remains */
    }
  }
  frame.src = url
  document.body.appendChild(frame)
  return url
}

export async function downloadZpl(checkinId: number, size: LabelSize | ''): Promise<void> {
  const f = await fetchLabel(checkinId, 'zpl', size)
  saveBlob(f.blob, f.filename)
}

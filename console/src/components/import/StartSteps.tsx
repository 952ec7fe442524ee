// Page 1 of a spreadsheet import (giving, children): "1. Upload a file", then "2. Match columns";
// the matching goes to page 2 through the tab's drafts. Each import says its own words, checks its
// own file and mapping, and draws its own page around these two cards.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useResumedDraft, type ImportDrafts } from './drafts'
import { fromColumns, byColumn, type FieldMapping } from './mapping'
import { MatchColumnsCard, type ColumnChoice, type MatchField } from './MatchColumns'
import { UploadCard, useImportUpload } from './UploadStep'

export interface SheetUpload<F extends string> {
  importId: number
  fileName: string
  columns: string[]
  sample: (string[] | null)[]
  mapping: FieldMapping<F>
}

export interface SheetDraft<F extends string, U extends SheetUpload<F>> {
  upload: U
  mapping: FieldMapping<F>
}

export function StartSteps<F extends string, U extends SheetUpload<F>>({
  send,
  check,
  label,
  formatHint,
  fields,
  problems,
  drafts,
  processPath,
  matchDescription,
}: {
  send: Parameters<typeof useImportUpload<U>>[0]['send']
  check: (file: File) => string | null
  /** The drop area's name: "Children file". */
  label: string
  /** What the file must be, shown until one is uploaded. */
  formatHint: string
  fields: MatchField<F>[]
  /** What stops the check, for a mapping. */
  problems: (m: FieldMapping<F>) => string[]
  drafts: ImportDrafts<SheetDraft<F, U>>
  processPath: (importId: number) => string
  matchDescription: string
}) {
  const navigate = useNavigate()
  const resumed = useResumedDraft(drafts)
  const file = useImportUpload<U>({ send, initial: resumed?.upload ?? null, check, uploaded: (u) => `${u.fileName} uploaded` })
  const upload = file.upload
  return (
    <>
      <UploadCard
        file={file}
        label={label}
        description={upload ? `${upload.fileName} · ${upload.columns.length} columns` : formatHint}
        hint={upload ? 'Upload another file to start again' : 'Choose a CSV or XLSX file'}
      />
      {upload && (
        <MappingCard
          key={upload.importId}
          upload={upload}
          initial={resumed?.upload.importId === upload.importId ? resumed.mapping : upload.mapping}
          fields={fields}
          problems={problems}
          description={matchDescription}
          onNext={(mapping) => {
            drafts.save({ upload, mapping })
            navigate(processPath(upload.importId))
          }}
        />
      )}
    </>
  )
}

function MappingCard<F extends string>({ upload, initial, fields, problems, description, onNext }: { upload: SheetUpload<F>; initial: FieldMapping<F>; fields: MatchField<F>[]; problems: (m: FieldMapping<F>) => string[]; description: string; onNext: (m: FieldMapping<F>) => void }) {
  const [cols, setCols] = useState<ColumnChoice<F>>(() => byColumn(initial))
  const [shown, setShown] = useState<string[]>([])
  return (
    <MatchColumnsCard
      description={description}
      columns={upload.columns}
      sample={upload.sample}
      fields={fields}
      value={cols}
      onChange={setCols}
      problems={shown}
      onSubmit={(e) => {
        e.preventDefault()
        const m = fromColumns(cols)
        const p = problems(m)
        setShown(p)
        if (!p.length) onNext(m)
      }}
    />
  )
}

import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { PageHeader } from '@/components/ui/Card'
import { useResumedDraft } from '@/components/import/drafts'
import { MatchColumnsCard } from '@/components/import/MatchColumns'
import { TemplateButton, UploadCard, useImportUpload } from '@/components/import/UploadStep'
import { formatBytes } from '@/lib/format'
import { useUploadChildren, type ImportField, type ImportUpload } from '../api/imports'
import { importProcessPath } from '../paths'
import { IMPORT_FIELDS, byColumn, drafts, fromColumns, mappingProblems } from './import-draft'

const MAX_BYTES = 5 * 1024 * 1024
const TEMPLATE =
  'First name,Last name,Birth date,Gender,Parent e-mail,Parent mobile,Parent first name,Parent last name,Classroom,Grade,Allergies,Allergy notes,Medical notes\n' +
  'Kemi,Okafor,2021-03-04,female,ada@example.org,,,,Preschool,,Peanuts,Carries an EpiPen,\n' +
  'Leo,Stone,2018-01-02,male,,+1 555 010 7002,Rose,Stone,,2,,,\n'

function checkFile(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a CSV or Excel .xlsx file'
  if (file.size > MAX_BYTES) return `The file is ${formatBytes(file.size)}; the limit is 5 MB`
  return null
}

/** /product/children/import/create: upload a file of children and match its columns. */
export default function ImportCreatePage() {
  const navigate = useNavigate()
  const resumed = useResumedDraft(drafts)
  const file = useImportUpload({ send: useUploadChildren(), initial: resumed?.upload ?? null, check: checkFile, uploaded: (u) => `${u.fileName} uploaded` })
  const upload = file.upload

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Import children"
        description="Bring children in from a spreadsheet: each row is a child with a parent found by e-mail or mobile (or a new parent with a name and mobile). Nothing is saved until you have checked the rows."
        actions={<TemplateButton csv={TEMPLATE} fileName="children-import-template.csv" />}
      />
      <UploadCard
        file={file}
        label="Children file"
        description={upload ? `${upload.fileName} · ${upload.columns.length} columns` : 'CSV (UTF-8) or Excel .xlsx, first row = column headings, up to 20,000 rows and 5 MB. Birth dates as YYYY-MM-DD.'}
        hint={upload ? 'Upload another file to start again' : 'Choose a CSV or XLSX file'}
      />
      {upload && (
        <MappingCard
          key={upload.importId}
          upload={upload}
          initial={resumed?.upload.importId === upload.importId ? resumed.mapping : upload.mapping}
          onNext={(mapping) => {
            drafts.save({ upload, mapping })
            navigate(importProcessPath(upload.importId))
          }}
        />
      )}
    </div>
  )
}

function MappingCard({ upload, initial, onNext }: { upload: ImportUpload; initial: ImportUpload['mapping']; onNext: (m: ImportUpload['mapping']) => void }) {
  const [cols, setCols] = useState<Record<string, ImportField | ''>>(() => byColumn(initial))
  const [problems, setProblems] = useState<string[]>([])
  return (
    <MatchColumnsCard
      description="Tell Congregate what each column holds. We guessed from your headings: check the guesses. Columns set to “Don’t import” are ignored. Classrooms and allergies are found by name."
      columns={upload.columns}
      sample={upload.sample}
      fields={IMPORT_FIELDS}
      value={cols}
      onChange={setCols}
      problems={problems}
      onSubmit={(e) => {
        e.preventDefault()
        const m = fromColumns(cols)
        const p = mappingProblems(m)
        setProblems(p)
        if (!p.length) onNext(m)
      }}
    />
  )
}

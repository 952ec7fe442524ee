import { PageHeader } from '@/components/ui/Card'
import { StartSteps } from '@/components/import/StartSteps'
import { TemplateButton } from '@/components/import/UploadStep'
import { formatBytes } from '@/lib/format'
import { useUploadChildren } from '../api/imports'
import { importProcessPath } from '../paths'
import { IMPORT_FIELDS, drafts, mappingProblems } from './import-draft'

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
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Import children"
        description="Bring children in from a spreadsheet: each row is a child with a parent found by e-mail or mobile (or a new parent with a name and mobile). Nothing is saved until you have checked the rows."
        actions={<TemplateButton csv={TEMPLATE} fileName="children-import-template.csv" />}
      />
      <StartSteps
        send={useUploadChildren()}
        check={checkFile}
        label="Children file"
        formatHint="CSV (UTF-8) or Excel .xlsx, first row = column headings, up to 20,000 rows and 5 MB. Birth dates as YYYY-MM-DD."
        fields={IMPORT_FIELDS}
        problems={mappingProblems}
        drafts={drafts}
        processPath={importProcessPath}
        matchDescription="Tell Congregate what each column holds. We guessed from your headings: check the guesses. Columns set to “Don’t import” are ignored. Classrooms and allergies are found by name."
      />
    </div>
  )
}

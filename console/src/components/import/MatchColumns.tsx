// Step 2 of an import (people, giving): which field each column of the file holds.
import type { FormEventHandler, ReactNode } from 'react'
import { Button } from '@congregate/ui'
import { Card, CardHeader } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { truncate } from '@/lib/format'

export interface MatchField<F extends string = string> {
  name: F
  label: string
  required?: boolean
}

/** column heading → field name, "" = skip the column. */
export type ColumnChoice<F extends string = string> = Record<string, F | ''>

/** Fields already taken by another column's choice, to disable them in that column's menu. */
export function takenFields<F extends string>(choice: ColumnChoice<F>, exceptColumn: string): Set<F> {
  const out = new Set<F>()
  for (const [c, f] of Object.entries(choice)) if (c !== exceptColumn && f) out.add(f)
  return out
}

/**
 * "2. Match columns": a row per column with a few of its values and the field it goes to, what
 * stops the check (`problems`), and `extra` settings beside the "Check the file" button.
 */
export function MatchColumnsCard<F extends string>({
  description,
  columns,
  sample,
  fields,
  value,
  onChange,
  problems,
  onSubmit,
  extra,
}: {
  description: string
  columns: string[]
  /** The file's first rows, cells in column order. */
  sample: (string[] | null)[]
  fields: MatchField<F>[]
  value: ColumnChoice<F>
  onChange: (v: ColumnChoice<F>) => void
  problems: string[]
  onSubmit: FormEventHandler<HTMLFormElement>
  extra?: ReactNode
}) {
  return (
    <Card>
      <CardHeader title="2. Match columns" description={description} />
      <form noValidate onSubmit={onSubmit}>
        <TableShell label="Column matching">
          <thead>
            <tr>
              <Th>Column in your file</Th>
              <Th>Sample values</Th>
              <Th className="w-64">Congregate field</Th>
            </tr>
          </thead>
          <tbody>
            {columns.map((col, ci) => {
              const taken = takenFields(value, col)
              return (
                <Tr key={col}>
                  <Td className="font-medium">{col}</Td>
                  <Td className="text-xs text-slate-500 dark:text-neutral-400">
                    {sample
                      .map((r) => r?.[ci] ?? '')
                      .filter(Boolean)
                      .slice(0, 3)
                      .map((v) => truncate(v, 28))
                      .join(' · ') || '—'}
                  </Td>
                  <Td>
                    <SelectField
                      label={`Field for column ${col}`}
                      hideLabel
                      value={value[col] ?? ''}
                      onChange={(e) => onChange({ ...value, [col]: e.target.value as F | '' })}
                      options={[{ value: '', label: 'Don’t import' }, ...fields.map((f) => ({ value: f.name, label: `${f.label}${f.required ? ' *' : ''}`, disabled: taken.has(f.name) }))]}
                    />
                  </Td>
                </Tr>
              )
            })}
          </tbody>
        </TableShell>
        <div className="flex flex-wrap items-end gap-4 p-5">
          {extra}
          <div className="flex-1" />
          <Button type="submit">Check the file</Button>
        </div>
        {problems.length > 0 && (
          <ul role="alert" className="mx-5 mb-5 list-disc rounded-lg bg-red-50 py-2 pr-3 pl-8 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </form>
    </Card>
  )
}

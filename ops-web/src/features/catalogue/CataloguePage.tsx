import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { Button, Checkbox, TextField, toast } from '@congregate/ui'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { z } from '@congregate/ui/zod'
import type { Catalogue, ProductRow, SizeRow } from '@/api'
import { Badge, Card, PageHeader } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { Empty, QueryState } from '@/components/ui/States'
import { Table, Td, Th } from '@/components/ui/Table'
import { formatPrice } from '@/lib/format'
import { opsApi } from '@/lib/ops-api'
import { useCanWrite } from '@/lib/session'
import { useTitle } from '@/lib/use-title'
import { serverField } from './server-field'

const KEY = ['catalogue']

export default function CataloguePage() {
  useTitle('Catalogue')
  const write = useCanWrite()
  const q = useQuery({ queryKey: KEY, queryFn: opsApi.catalogue })
  const [size, setSize] = useState<SizeRow | 'new' | null>(null)
  const [product, setProduct] = useState<ProductRow | 'new' | null>(null)
  return (
    <>
      <PageHeader title="Catalogue" />
      <QueryState query={q}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <Card
              title="Sizes"
              actions={
                write && (
                  <Button size="sm" variant="secondary" onClick={() => setSize('new')}>
                    Add size
                  </Button>
                )
              }
            >
              {data.sizes.length === 0 ? (
                <Empty>No size yet.</Empty>
              ) : (
                <Table
                  label="Sizes"
                  head={
                    <>
                      <Th>Size</Th>
                      <Th>Costs (1–6 products)</Th>
                      <Th>Full suite</Th>
                      <Th>Position</Th>
                      <Th>Active</Th>
                      {write && (
                        <Th>
                          <span className="sr-only">Actions</span>
                        </Th>
                      )}
                    </>
                  }
                >
                  {data.sizes.map((s) => (
                    <tr key={s.name}>
                      <Td>
                        <span className="font-medium">{s.label}</span>
                        <span className="block text-xs text-slate-600">{s.name}</span>
                      </Td>
                      <Td className="text-xs">{(s.costs ?? []).map((c) => formatPrice(c, s.currency)).join(' · ')}</Td>
                      <Td className="whitespace-nowrap">{formatPrice(s.fullSuite, s.currency)}</Td>
                      <Td>{s.position}</Td>
                      <Td>{s.active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}</Td>
                      {write && (
                        <Td>
                          <Button size="sm" variant="secondary" onClick={() => setSize(s)} aria-label={`Edit ${s.label}`}>
                            Edit
                          </Button>
                        </Td>
                      )}
                    </tr>
                  ))}
                </Table>
              )}
            </Card>
            <Card
              title="Products"
              actions={
                write && (
                  <Button size="sm" variant="secondary" onClick={() => setProduct('new')}>
                    Add product
                  </Button>
                )
              }
            >
              {data.products.length === 0 ? (
                <Empty>No product yet.</Empty>
              ) : (
                <Table
                  label="Products"
                  head={
                    <>
                      <Th>Product</Th>
                      <Th>Description</Th>
                      <Th>Modules</Th>
                      <Th>Position</Th>
                      <Th>Active</Th>
                      {write && (
                        <Th>
                          <span className="sr-only">Actions</span>
                        </Th>
                      )}
                    </>
                  }
                >
                  {data.products.map((p) => (
                    <tr key={p.name}>
                      <Td>
                        <span className="font-medium">{p.title}</span>
                        <span className="block text-xs text-slate-600">{p.name}</span>
                      </Td>
                      <Td className="max-w-sm text-xs">{p.description}</Td>
                      <Td className="text-xs">{(p.modules ?? []).join(', ')}</Td>
                      <Td>{p.position}</Td>
                      <Td>{p.active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}</Td>
                      {write && (
                        <Td>
                          <Button size="sm" variant="secondary" onClick={() => setProduct(p)} aria-label={`Edit ${p.title}`}>
                            Edit
                          </Button>
                        </Td>
                      )}
                    </tr>
                  ))}
                </Table>
              )}
            </Card>
          </div>
        )}
      </QueryState>
      {size && <SizeDialog size={size === 'new' ? null : size} onClose={() => setSize(null)} />}
      {product && <ProductDialog product={product === 'new' ? null : product} modules={q.data?.consoleProducts ?? []} onClose={() => setProduct(null)} />}
    </>
  )
}

const amount = z.string().trim().regex(/^\d+(\.\d{1,2})?$/, 'Prices are amounts like 49 or 49.99')
const position = z
  .string()
  .trim()
  .regex(/^\d+$/, 'Enter a whole number')
  .refine((v) => Number(v) <= 10_000, 'At most 10,000')

const sizeSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  label: z.string().trim().min(1, 'Enter a label'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Enter a 3-letter currency code'),
  costs: z.array(amount).length(6),
  fullSuite: amount,
  position,
  active: z.boolean(),
})

function SizeDialog({ size, onClose }: { size: SizeRow | null; onClose: () => void }) {
  const client = useQueryClient()
  const form = useZodForm(sizeSchema, {
    defaultValues: {
      name: size?.name ?? '',
      label: size?.label ?? '',
      currency: size?.currency ?? 'USD',
      costs: Array.from({ length: 6 }, (_, i) => size?.costs?.[i] ?? ''),
      fullSuite: size?.fullSuite ?? '',
      position: String(size?.position ?? 0),
      active: size?.active ?? true,
    },
  })
  const [formError, setFormError] = useState('')
  const active = useWatch({ control: form.control, name: 'active' })
  const submit = form.handleSubmit(async (v) => {
    setFormError('')
    try {
      const saved = await opsApi.saveSize({ ...v, currency: v.currency.toUpperCase(), position: Number(v.position) })
      client.setQueryData<Catalogue>(KEY, (d) => (d ? { ...d, sizes: upsert(d.sizes, saved) } : d))
      void client.invalidateQueries({ queryKey: KEY })
      toast.success('Size saved')
      onClose()
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      const f = serverField(message, ['name', 'label', 'currency', 'costs', 'fullSuite', 'position'])
      if (f) form.setError(f.field as 'costs.0', { type: 'server', message: f.text }, { shouldFocus: true })
      else setFormError(message)
    }
  })
  return (
    <Modal
      open
      title={size ? `Edit ${size.label}` : 'Add size'}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="size-form" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <form id="size-form" onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1">
        <TextField label="Name" readOnly={!!size} className={size ? 'bg-slate-100 text-slate-600' : undefined} error={fieldError(form, 'name')} {...form.register('name')} />
        <TextField label="Label" error={fieldError(form, 'label')} {...form.register('label')} />
        <TextField label="Currency" maxLength={3} error={fieldError(form, 'currency')} {...form.register('currency')} />
        <TextField label="Position" inputMode="numeric" error={fieldError(form, 'position')} {...form.register('position')} />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <TextField
            key={i}
            label={`Cost with ${i + 1} product${i ? 's' : ''}`}
            inputMode="decimal"
            error={fieldError(form, `costs.${i}` as 'costs.0')}
            {...form.register(`costs.${i}` as 'costs.0')}
          />
        ))}
        <TextField label="Full-suite price" inputMode="decimal" error={fieldError(form, 'fullSuite')} {...form.register('fullSuite')} />
        <div className="flex items-end pb-2">
          <Checkbox checked={active} onChange={(v) => form.setValue('active', v, { shouldDirty: true })}>
            Active
          </Checkbox>
        </div>
        {formError && (
          <p role="alert" className="col-span-full text-sm text-red-700">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  )
}

const productSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  title: z.string().trim().min(1, 'Enter a title'),
  description: z.string().trim(),
  modules: z.array(z.string()),
  position,
  active: z.boolean(),
})

function ProductDialog({ product, modules: choices, onClose }: { product: ProductRow | null; modules: string[]; onClose: () => void }) {
  const client = useQueryClient()
  const form = useZodForm(productSchema, {
    defaultValues: {
      name: product?.name ?? '',
      title: product?.title ?? '',
      description: product?.description ?? '',
      modules: product?.modules ?? [],
      position: String(product?.position ?? 0),
      active: product?.active ?? true,
    },
  })
  const [formError, setFormError] = useState('')
  const active = useWatch({ control: form.control, name: 'active' })
  const picked = useWatch({ control: form.control, name: 'modules' })
  const allModules = [...new Set([...choices, ...(product?.modules ?? [])])]
  const submit = form.handleSubmit(async (v) => {
    setFormError('')
    try {
      const saved = await opsApi.saveProduct({ ...v, position: Number(v.position) })
      client.setQueryData<Catalogue>(KEY, (d) => (d ? { ...d, products: upsert(d.products, saved) } : d))
      void client.invalidateQueries({ queryKey: KEY })
      toast.success('Product saved')
      onClose()
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      const f = serverField(message, ['name', 'title', 'description', 'modules', 'position'])
      if (f) form.setError(f.field.replace(/\.\d+$/, '') as 'modules', { type: 'server', message: f.text }, { shouldFocus: true })
      else setFormError(message)
    }
  })
  return (
    <Modal
      open
      title={product ? `Edit ${product.title}` : 'Add product'}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="product-form" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <form id="product-form" onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1">
        <TextField label="Name" readOnly={!!product} className={product ? 'bg-slate-100 text-slate-600' : undefined} error={fieldError(form, 'name')} {...form.register('name')} />
        <TextField label="Title" error={fieldError(form, 'title')} {...form.register('title')} />
        <div className="col-span-full">
          <TextField label="Description" error={fieldError(form, 'description')} {...form.register('description')} />
        </div>
        <fieldset className="col-span-full" aria-describedby={fieldError(form, 'modules') ? 'modules-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Console modules it unlocks</legend>
          <div className="grid grid-cols-3 gap-2 max-[500px]:grid-cols-2">
            {allModules.map((m) => (
              <Checkbox key={m} checked={picked.includes(m)} onChange={(on) => form.setValue('modules', on ? [...picked, m] : picked.filter((x) => x !== m), { shouldDirty: true })}>
                {m}
              </Checkbox>
            ))}
          </div>
          {fieldError(form, 'modules') && (
            <p id="modules-error" role="alert" className="mt-1 text-xs text-red-600">
              {fieldError(form, 'modules')}
            </p>
          )}
        </fieldset>
        <TextField label="Position" inputMode="numeric" error={fieldError(form, 'position')} {...form.register('position')} />
        <div className="flex items-end pb-2">
          <Checkbox checked={active} onChange={(v) => form.setValue('active', v, { shouldDirty: true })}>
            Active
          </Checkbox>
        </div>
        {formError && (
          <p role="alert" className="col-span-full text-sm text-red-700">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  )
}

function upsert<T extends { name: string }>(list: T[], row: T): T[] {
  return list.some((r) => r.name === row.name) ? list.map((r) => (r.name === row.name ? row : r)) : [...list, row]
}

// Transitional: Modal, Popover, Select, Table and the person picker (other branches) still import
// this path. Once they are merged, run the kit codemod over them and delete this file.
export { cn } from '@congregate/ui'

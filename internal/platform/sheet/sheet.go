// Package sheet holds what every CSV the API writes shares: the cell that a spreadsheet program
// must not run as a formula.
package sheet

import "strings"

// SafeCell keeps spreadsheet programs from running a cell as a formula (CSV injection): a cell
// starting with = @ tab or carriage return, or with + or - followed by more than a number, gets a
// leading apostrophe. Phone numbers and signed numbers stay as they are, so a file written with
// them can be imported again.
func SafeCell(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '@', '\t', '\r':
		return "'" + s
	case '+', '-':
		if strings.Trim(s, "+-0123456789 ().") != "" {
			return "'" + s
		}
	}
	return s
}

package checkin

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"
	"gorm.io/gorm"
)

// Label is one printed label: a child's (name, room, allergies, a NOT AUTHORISED warning) or the
// parent's (the code and the children's names).
type Label struct {
	Parent    bool
	Code      string
	Name      string
	Room      string
	ServiceOn string
	Allergies []string
	// NotAuthorised names the people who may NOT pick the child up.
	NotAuthorised []string
	Medical       bool
	Children      []string // the parent's label
}

// Labels is a check-in's labels: each child of its group, then the parent's.
type Labels struct {
	Size   string
	Labels []Label
}

// Labels reads the labels of a check-in's group; size "" takes the children settings'.
func (s *Service) Labels(ctx context.Context, checkinID int64, size string) (*Labels, error) {
	out := &Labels{}
	err := s.run(ctx, func(tx *gorm.DB) error {
		rows, err := groupCheckinsOf(tx, checkinID)
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			return errCheckinNotFound
		}
		defSize, printAllergies, err := labelSettings(tx)
		if err != nil {
			return err
		}
		out.Size = size
		if out.Size == "" {
			out.Size = defSize
		}
		ids := make([]int64, len(rows))
		for i, r := range rows {
			ids[i] = r.ChildID
		}
		warn, err := s.labelWarnings(tx, ids)
		if err != nil {
			return err
		}
		cs, err := s.checkins(tx, rows)
		if err != nil {
			return err
		}
		parent := Label{Parent: true, Code: rows[0].Code, ServiceOn: rows[0].ServiceOn}
		for i, c := range cs {
			w := warn[rows[i].ChildID]
			l := Label{Code: c.Code, Name: c.ChildName, Room: c.ClassroomName, ServiceOn: c.ServiceOn, NotAuthorised: w.notAuthorised, Medical: w.medical}
			if printAllergies {
				l.Allergies = w.allergies
			}
			out.Labels = append(out.Labels, l)
			parent.Children = append(parent.Children, c.ChildName)
		}
		out.Labels = append(out.Labels, parent)
		return nil
	})
	return out, err
}

type warnings struct {
	allergies, notAuthorised []string
	medical                  bool
}

// labelWarnings reads what a child's label warns of: allergies, medical notes, NOT authorised
// pickups.
func (s *Service) labelWarnings(tx *gorm.DB, ids []int64) (map[int64]warnings, error) {
	out := map[int64]warnings{}
	profiles, err := activeProfiles(tx, ids)
	if err != nil {
		return nil, err
	}
	al, err := allergies(tx, ids)
	if err != nil {
		return nil, err
	}
	pu, err := pickups(tx, ids)
	if err != nil {
		return nil, err
	}
	var refused []pickup
	for _, p := range pu {
		if !p.Authorised {
			refused = append(refused, p)
		}
	}
	names, err := s.pickupNames(tx, refused)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		out[id] = warnings{allergies: al[id], medical: profiles[id].HasMedical}
	}
	for i, p := range refused {
		w := out[p.ChildID]
		w.notAuthorised = append(w.notAuthorised, names[i])
		out[p.ChildID] = w
	}
	return out, nil
}

// labelPage is a label's size in mm: 4×2 in (101.6 × 50.8) or 62 mm tape cut at 40 mm.
func labelPage(size string) fpdf.SizeType {
	if size == "62mm" {
		return fpdf.SizeType{Wd: 62, Ht: 40}
	}
	return fpdf.SizeType{Wd: 101.6, Ht: 50.8}
}

// PDF writes the labels, one a page, sized for the printer the browser prints to.
func (ls *Labels) PDF() ([]byte, error) {
	sz := labelPage(ls.Size)
	pdf := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "L", UnitStr: "mm", Size: sz})
	pdf.SetCompression(false)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	m := 3.0
	if ls.Size == "62mm" {
		m = 2
	}
	scale := sz.Wd / 101.6
	pdf.SetMargins(m, m, m)
	pdf.SetAutoPageBreak(false, 0)
	w := sz.Wd - 2*m
	for _, l := range ls.Labels {
		pdf.AddPageFormat("L", sz)
		pdf.SetXY(m, m)
		if l.Parent {
			pdf.SetFont("Helvetica", "B", 9*scale+1)
			pdf.CellFormat(w, 5*scale+1, tr("PARENT PICKUP · "+l.ServiceOn), "", 2, "L", false, 0, "")
			pdf.SetFont("Helvetica", "B", 40*scale)
			pdf.CellFormat(w, 17*scale, l.Code, "", 2, "C", false, 0, "")
			pdf.SetFont("Helvetica", "", 9*scale+1)
			pdf.MultiCell(w, 4*scale+1, tr(strings.Join(l.Children, ", ")), "", "C", false)
			pdf.SetFont("Helvetica", "I", 7*scale+1)
			pdf.CellFormat(w, 4*scale+1, tr("Show this label to pick up"), "", 2, "C", false, 0, "")
			continue
		}
		pdf.SetFont("Helvetica", "B", 16*scale+2)
		pdf.CellFormat(w*0.68, 8*scale+1, tr(l.Name), "", 0, "L", false, 0, "")
		pdf.SetFont("Helvetica", "B", 22*scale+2)
		pdf.CellFormat(w*0.32, 8*scale+1, l.Code, "1", 2, "C", false, 0, "")
		pdf.SetX(m)
		pdf.SetFont("Helvetica", "", 9*scale+1)
		pdf.CellFormat(w, 5*scale+1, tr(l.Room+" · "+l.ServiceOn), "", 2, "L", false, 0, "")
		if len(l.Allergies) > 0 {
			pdf.SetFont("Helvetica", "B", 9*scale+1)
			pdf.MultiCell(w, 4*scale+1, tr("ALLERGIES: "+strings.Join(l.Allergies, ", ")), "", "L", false)
		}
		if l.Medical {
			pdf.SetFont("Helvetica", "B", 8*scale+1)
			pdf.CellFormat(w, 4*scale+1, tr("MEDICAL NOTES ON FILE"), "", 2, "L", false, 0, "")
		}
		if len(l.NotAuthorised) > 0 {
			pdf.SetFillColor(0, 0, 0)
			pdf.SetTextColor(255, 255, 255)
			pdf.SetFont("Helvetica", "B", 9*scale+1)
			pdf.MultiCell(w, 4.5*scale+1, tr("NOT AUTHORISED: "+strings.Join(l.NotAuthorised, ", ")), "", "L", true)
			pdf.SetTextColor(0, 0, 0)
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("label pdf: %w", err)
	}
	return buf.Bytes(), nil
}

// ZPL writes the labels for a Zebra printer at 203 dpi (8 dots a mm), one ^XA…^XZ a label.
func (ls *Labels) ZPL() []byte {
	sz := labelPage(ls.Size)
	dots := func(mm float64) int { return int(mm * 8) }
	var b strings.Builder
	for _, l := range ls.Labels {
		fmt.Fprintf(&b, "^XA^CI28^PW%d^LL%d\n", dots(sz.Wd), dots(sz.Ht))
		y := 16
		line := func(h int, s string) {
			fmt.Fprintf(&b, "^FO16,%d^A0N,%d,%d^FB%d,2,0,L^FD%s^FS\n", y, h, h, dots(sz.Wd)-32, zplText(s))
			y += h + 8
		}
		if l.Parent {
			line(24, "PARENT PICKUP "+l.ServiceOn)
			fmt.Fprintf(&b, "^FO16,%d^A0N,110,110^FB%d,1,0,C^FD%s^FS\n", y, dots(sz.Wd)-32, l.Code)
			y += 120
			line(24, strings.Join(l.Children, ", "))
		} else {
			fmt.Fprintf(&b, "^FO%d,16^A0N,60,60^FD%s^FS\n", dots(sz.Wd)-220, l.Code)
			line(44, l.Name)
			line(26, l.Room+" "+l.ServiceOn)
			if len(l.Allergies) > 0 {
				line(26, "ALLERGIES: "+strings.Join(l.Allergies, ", "))
			}
			if l.Medical {
				line(22, "MEDICAL NOTES ON FILE")
			}
			if len(l.NotAuthorised) > 0 {
				fmt.Fprintf(&b, "^FO16,%d^GB%d,40,40^FS^FO24,%d^A0N,28,28^FR^FD%s^FS\n", y, dots(sz.Wd)-32, y+6,
					zplText("NOT AUTHORISED: "+strings.Join(l.NotAuthorised, ", ")))
			}
		}
		b.WriteString("^XZ\n")
	}
	return []byte(b.String())
}

// zplText keeps ZPL's command characters out of a field.
func zplText(s string) string {
	return strings.NewReplacer("^", " ", "~", " ").Replace(s)
}

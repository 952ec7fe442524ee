package online

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"unicode/utf8"

	qrcode "github.com/skip2/go-qrcode"
	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// GiveMethods are the church's give methods, every kind once (the defaults until saved).
func (s *Service) GiveMethods(ctx context.Context) ([]GiveMethod, error) {
	var out []GiveMethod
	err := s.run(ctx, func(tx *gorm.DB) error {
		var err error
		out, err = giveMethods(tx)
		return err
	})
	return out, err
}

func giveMethods(tx *gorm.DB) ([]GiveMethod, error) {
	rows, err := savedGiveMethods(tx)
	if err != nil {
		return nil, err
	}
	saved := map[string]GiveMethod{}
	for _, r := range rows {
		saved[r.Kind] = r
	}
	out := make([]GiveMethod, 0, len(GiveMethodKinds))
	for _, k := range GiveMethodKinds {
		if m, ok := saved[k]; ok {
			out = append(out, m)
			continue
		}
		out = append(out, GiveMethod{Kind: k, Enabled: k == "online" || k == "cheque" || k == "cash", Label: defaultLabels[k]})
	}
	return out, nil
}

var defaultLabels = map[string]string{"online": "Give online", "text": "Text to give", "bank": "Bank transfer",
	"cheque": "Cheque", "cash": "Cash", "qr": "Scan the QR code"}

// SaveGiveMethods stores the methods sent (each kind at most once; kinds not sent stay as they were).
func (s *Service) SaveGiveMethods(ctx context.Context, me int64, methods []GiveMethod) ([]GiveMethod, error) {
	seen := map[string]bool{}
	for i := range methods {
		m := &methods[i]
		m.Kind = strings.TrimSpace(m.Kind)
		if !contains(GiveMethodKinds, m.Kind) {
			return nil, invalid(MsgGiveMethodKind)
		}
		if seen[m.Kind] {
			return nil, invalid(MsgGiveMethodTwice)
		}
		seen[m.Kind] = true
		m.Label, m.Details = strings.TrimSpace(m.Label), strings.TrimSpace(m.Details)
		if utf8.RuneCountInString(m.Label) > 100 || strings.ContainsRune(m.Label, 0) {
			return nil, invalid(MsgGiveMethodLabel)
		}
		if utf8.RuneCountInString(m.Details) > 2000 || strings.ContainsRune(m.Details, 0) {
			return nil, invalid(MsgGiveMethodDetail)
		}
	}
	var out []GiveMethod
	err := s.run(ctx, func(tx *gorm.DB) error {
		for _, m := range methods {
			pos := 0
			for i, k := range GiveMethodKinds {
				if k == m.Kind {
					pos = i
				}
			}
			if err := saveGiveMethod(tx, m, pos); err != nil {
				return err
			}
		}
		if err := audit.Write(tx, audit.Entry{PersonID: &me, Event: "giving.give-methods.update", Success: true,
			Details: map[string]any{"methods": len(methods)}}); err != nil {
			return err
		}
		var err error
		out, err = giveMethods(tx)
		return err
	})
	return out, err
}

// OtherWays is the other ways to give: the giving page's link and its QR code, text-to-give, bank
// transfer details and the give methods.
func (s *Service) OtherWays(ctx context.Context) (OtherWays, error) {
	c := tenancy.FromContext(ctx)
	out := OtherWays{GivePageURL: s.givePageURL(c)}
	code, err := qrcode.New(out.GivePageURL, qrcode.Medium)
	if err != nil {
		return OtherWays{}, err
	}
	out.QRCodeSVG = qrSVG(code.Bitmap())
	png, err := code.PNG(512)
	if err != nil {
		return OtherWays{}, err
	}
	out.QRCodePNG = "data:image/png;base64," + base64.StdEncoding.EncodeToString(png)
	if s.TextNumber != nil {
		out.TextToGive.Number = s.TextNumber(ctx)
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		st, err := readSettings(tx)
		if err != nil {
			return err
		}
		out.BankTransferDetails = st.BankTransferDetails
		out.TextToGive.Keyword = st.TextToGiveKeyword
		if st.TextToGiveKeyword != "" {
			to := "the church's number"
			if out.TextToGive.Number != "" {
				to = out.TextToGive.Number
			}
			out.TextToGive.Instructions = fmt.Sprintf("Text %s to %s; the reply is a link to give online.", st.TextToGiveKeyword, to)
		}
		out.Methods, err = giveMethods(tx)
		return err
	})
	return out, err
}

// TextToGiveReply is the reply to an inbound SMS that is the church's text-to-give keyword: the
// giving page's link; ok is false when the text is not the keyword (or none is set).
func (s *Service) TextToGiveReply(tx *gorm.DB, c *tenancy.Church, text string) (string, bool, error) {
	word := strings.ToUpper(strings.TrimSpace(text))
	if word == "" {
		return "", false, nil
	}
	st, err := readSettings(tx)
	if err != nil || st.TextToGiveKeyword == "" || st.TextToGiveKeyword != word {
		return "", false, err
	}
	return fmt.Sprintf("Thank you for giving to %s. Give here: %s", c.FullName, s.givePageURL(c)), true, nil
}

// qrSVG draws the code's modules as one path (as organization/branding does).
func qrSVG(bits [][]bool) string {
	n := len(bits)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges">`, n, n)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#FFFFFF"/><path fill="#000000" d="`, n, n)
	for y, row := range bits {
		for x := 0; x < len(row); {
			if !row[x] {
				x++
				continue
			}
			start := x
			for x < len(row) && row[x] {
				x++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", start, y, x-start, x-start)
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String()
}

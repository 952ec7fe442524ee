package controlplane_test

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/controlplane/cptest"
	"congregate/internal/jobs"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/httpx/httpxtest"
)

// TestOnboardingOpenAPIMatchesRouter fails when a call the onboarding host answers is missing from
// its document, or the document names a call it does not answer.
func TestOnboardingOpenAPIMatchesRouter(t *testing.T) {
	e := cptest.New(t)
	if served := httpxtest.CompareRoutes(t, httpxtest.FetchDoc(t, e.Handler, cptest.Host), e.Handler.(*gin.Engine)); served < 11 {
		t.Fatalf("only %d routes served: the route table did not load", served)
	}
}

// TestOnboardingOpenAPIBodiesAreTyped fails when a call's JSON body has no Go type, and checks that
// the document describes the forms' fields as Bind reads them.
func TestOnboardingOpenAPIBodiesAreTyped(t *testing.T) {
	e := cptest.New(t)
	for _, rt := range e.App.Routes() {
		if rt.Handler.Body == httpx.BodyJSON && rt.Handler.In == nil {
			t.Errorf("%s %s has an untyped JSON body", rt.Method, rt.Path)
		}
		if rt.Method == "POST" && rt.Handler.Body != httpx.BodyJSON {
			t.Errorf("%s %s reads no JSON body", rt.Method, rt.Path)
		}
	}
	doc := httpxtest.FetchDoc(t, e.Handler, cptest.Host)
	want := map[string][]string{
		"/api/onboarding/customers": {"church_name", "church_short_name", "church_website", "church_address", "church_email",
			"church_phone_number", "admin_firstname", "admin_lastname", "admin_email", "admin_password", "admin_phone_number",
			"church_size", "church_products", "church_pricing", "code", "recaptcha_token", "ip"},
		"/api/onboarding/request-otp": {"phone_number", "ip"},
		"/api/onboarding/proposals":   {"first_name", "last_name", "email", "church_name", "phone_number", "church_website"},
		"/api/onboarding/brochures":   {"first_name", "last_name", "email", "church_name", "phone_number", "church_website", "role", "ip"},
	}
	for _, op := range doc.Operations() {
		fields, ok := want[op.Path]
		if !ok {
			continue
		}
		delete(want, op.Path)
		props := doc.Properties(op.Body)
		for _, f := range fields {
			if props[f] == "" && f != "church_pricing" && f != "ip" { // raw JSON: any type
				t.Errorf("%s: field %s is %q in the document", op.Path, f, props[f])
			}
			if _, ok := props[f]; !ok {
				t.Errorf("%s: field %s missing from the document", op.Path, f)
			}
		}
		if len(props) != len(fields) {
			t.Errorf("%s documents %d fields, the form has %d: %v", op.Path, len(props), len(fields), props)
		}
	}
	if len(want) > 0 {
		t.Errorf("not in the document: %v", want)
	}
	// The answers are typed too: the sign-up's result and a refusal's field messages.
	var raw struct {
		Components struct {
			Schemas map[string]json.RawMessage `json:"schemas"`
		} `json:"components"`
	}
	res := e.Do("GET", "/api/openapi.json", nil, "")
	if err := json.Unmarshal(res.Body, &raw); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"OnboardingEnvelope_onboarding.Result", "OnboardingFailure", "OnboardingEnvelope_proposals.ProposalLink"} {
		if raw.Components.Schemas[name] == nil {
			t.Errorf("schema %s missing", name)
		}
	}
	if s := string(raw.Components.Schemas["onboarding.Result"]); !strings.Contains(s, "orgOnboardingAdminUrl") || !strings.Contains(s, "userToken") {
		t.Errorf("onboarding.Result = %s", s)
	}
}

// The document and its reference page are served on the onboarding hosts only, with the host's
// security headers.
func TestOnboardingDocsPage(t *testing.T) {
	e := cptest.New(t)
	res := e.Do("GET", "/api/docs", nil, "")
	if res.Status != 200 || !strings.Contains(string(res.Body), "Congregate onboarding API") || !strings.Contains(string(res.Body), "/api/onboarding/customers") {
		t.Fatalf("docs: %d %.300s", res.Status, res.Body)
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("docs headers: %v", res.Header)
	}
	if res := e.Do("GET", "/api/docs.css", nil, ""); res.Status != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/css") {
		t.Errorf("docs.css: %d %s", res.Status, res.Header.Get("Content-Type"))
	}
	if res := e.DoHost("grace.localhost:8080", "GET", "/api/openapi.json", nil, ""); res.Status != 404 {
		t.Errorf("document on another host: %d", res.Status)
	}
}

// TestOnboardingOpenAPIFuzz sends every operation of the onboarding document malformed and hostile
// requests: none may answer 5xx, and a refused one may not write a row of the control schema,
// store a file or queue a message.
func TestOnboardingOpenAPIFuzz(t *testing.T) {
	if testing.Short() {
		t.Skip("fuzzes every operation")
	}
	e := cptest.New(t)
	doc := httpxtest.FetchDoc(t, e.Handler, cptest.Host)
	fp := httpxtest.NewFingerprint(func(q string, dest any) {
		err := e.DB.Gorm.Transaction(func(tx *gorm.DB) error {
			if err := tx.Exec(`SET LOCAL search_path TO control`).Error; err != nil {
				return err
			}
			return tx.Raw(q).Row().Scan(dest)
		})
		if err != nil {
			t.Fatal(err)
		}
	})
	if len(fp.Tables()) < 5 {
		t.Fatalf("fingerprint covers only %v", fp.Tables())
	}
	state := func() string {
		files, _ := os.ReadDir(e.FilesDir)
		return fp.Take() + " files:" + itoa(len(files)) + " sms:" + itoa(len(e.Messages(jobs.TypeSMS))) + " email:" + itoa(len(e.Messages(jobs.TypeEmail)))
	}
	before := state()
	requests := 0
	for _, op := range doc.Operations() {
		cases := append(httpxtest.GenericCases(op), httpxtest.FieldCases(doc, op, nil)...)
		if base, ok := validBodies[op.Path]; ok {
			cases = append(cases, httpxtest.FieldCases(doc, op, base)...)
		}
		for _, fc := range cases {
			req := httpxtest.Request(op, fc)
			req.Host = cptest.Host
			w := httptest.NewRecorder()
			e.Handler.ServeHTTP(w, req)
			requests++
			if w.Code >= 500 {
				t.Errorf("%s %s with %s: %d %s", op.Method, op.Path, fc.Name, w.Code, httpxtest.Truncate(w.Body.String(), 200))
			}
			now := state()
			if w.Code >= 400 && now != before {
				t.Errorf("%s %s with %s answered %d but changed %s -> %s", op.Method, op.Path, fc.Name, w.Code, before, now)
			}
			before = now
		}
	}
	t.Logf("%d operations, %d requests", len(doc.Operations()), requests)
}

// validBodies are forms that pass every check: mutating one field of them at a time reaches the
// checks behind the others (the limits, the OTP, the PDF, provisioning).
var validBodies = map[string]map[string]any{
	"/api/onboarding/request-otp": {"phone_number": "+15555550177", "ip": "10.0.0.1"},
	"/api/onboarding/proposals": {"first_name": "Ada", "last_name": "Okafor", "email": "ada@hope.example.org",
		"church_name": "Hope Chapel", "phone_number": "+15555550178", "church_website": "hope.example.org"},
	"/api/onboarding/brochures": {"first_name": "Ada", "last_name": "Okafor", "email": "ada@hope.example.org",
		"church_name": "Hope Chapel", "phone_number": "+15555550179", "church_website": "hope.example.org", "role": "Pastor", "ip": "10.0.0.1"},
	"/api/onboarding/customers": {"church_name": "Hope Chapel", "church_short_name": "fuzzhope", "church_website": "https://hope.example.org",
		"church_address": "1 Main St, Springfield, IL", "church_email": "office@hope.example.org",
		"church_phone_number": "+15555550180", "admin_firstname": "Ada", "admin_lastname": "Okafor",
		"admin_email": "ada@hope.example.org", "admin_password": "Secret#123", "admin_phone_number": "+15555550181",
		"church_size": "under_100", "church_products": "people,generosity", "church_pricing": "89.00", "code": "123456", "ip": "10.9.9.9"},
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

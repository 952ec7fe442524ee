package onboarding_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"gorm.io/gorm"

	"congregate/controlplane/cptest"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
)

const (
	adminPhone  = "+15555550124"
	churchPhone = "+15555550123"
)

// form is a valid onboard-customer body for short; code is filled in by the caller.
func form(short, admin, church string) map[string]any {
	return map[string]any{
		"church_name": "Hope Chapel " + short, "church_short_name": short, "church_website": "https://hope.example.org",
		"church_address": "1 Main St, Springfield, IL", "church_email": "Office@Hope.example.org",
		"church_phone_number": church, "admin_firstname": "Ada", "admin_lastname": "Okafor",
		"admin_email": "ada." + strings.ToLower(short) + "@hope.example.org", "admin_password": "Secret#123",
		"admin_phone_number": admin, "church_size": "under_100", "church_products": "people,generosity",
		"church_pricing": "89.00", "code": "", "ip": "10.9.9.9",
	}
}

func requestOTP(t *testing.T, e *cptest.Env, phone string) string {
	t.Helper()
	res := e.Do("POST", "/api/onboarding/request-otp", map[string]any{"phone_number": phone, "ip": "1.2.3.4"}, "")
	if res.Status != 200 || res.Message != "An OTP has been sent to your number. It expires in 10 minutes." {
		t.Fatalf("request otp: %d %s", res.Status, res.Body)
	}
	return e.LastOTP(phone)
}

func TestCatalogueAndConfig(t *testing.T) {
	e := cptest.New(t)
	res := e.Do("GET", "/api/onboarding/church-sizes", nil, "")
	var sizes []map[string]string
	if res.Status != 200 || json.Unmarshal(res.Data, &sizes) != nil || len(sizes) < 4 {
		t.Fatalf("sizes: %d %s", res.Status, res.Body)
	}
	for _, k := range []string{"label", "name", "currency", "oneProductCost", "twoProductCost", "threeProductCost",
		"fourProductCost", "fiveProductCost", "sixProductCost", "fullProductSuiteCost"} {
		if sizes[0][k] == "" {
			t.Errorf("size option lacks %s: %v", k, sizes[0])
		}
	}
	if sizes[0]["name"] != "under_100" || sizes[0]["twoProductCost"] != "89.00" {
		t.Errorf("first size = %v", sizes[0])
	}
	res = e.Do("GET", "/api/onboarding/products", nil, "")
	var products []map[string]string
	if res.Status != 200 || json.Unmarshal(res.Data, &products) != nil || len(products) < 7 {
		t.Fatalf("products: %d %s", res.Status, res.Body)
	}
	if products[0]["name"] != "people" || products[0]["title"] != "People & Membership" || products[0]["description"] == "" {
		t.Errorf("first product = %v", products[0])
	}
	res = e.Do("GET", "/api/onboarding/config", nil, "")
	if res.Status != 200 || string(res.Data) != `{"recaptchaSiteKey":"","mapsApiKey":""}` {
		t.Fatalf("config: %d %s", res.Status, res.Body)
	}
	// Only on the onboarding hosts.
	if res := e.DoHost("grace.localhost:8080", "GET", "/api/onboarding/products", nil, ""); res.Status != 404 {
		t.Fatalf("other host: %d", res.Status)
	}
	if res := e.DoHost("onboarding-test.localhost", "GET", "/api/onboarding/products", nil, ""); res.Status != 200 {
		t.Fatalf("test host: %d", res.Status)
	}
	if res := e.Do("GET", "/api/onboarding/nope", nil, ""); res.Status != 404 || res.Message != "Not found" {
		t.Fatalf("unknown path: %d %s", res.Status, res.Body)
	}
}

func TestShortNameCheck(t *testing.T) {
	e := cptest.New(t)
	if _, err := provisioning.Provision(t.Context(), e.DB.Gorm, provisioning.Spec{ShortName: "grace", FullName: "Grace"}); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, msg string
		status    int
		available bool
	}{
		{"Grace", "This short name is already taken", 200, false},
		{"hopechapel", "Short name is available", 200, true},
		{"abc", "Must be 4 to 20 letters only", 400, false},
		{"hope1", "Must be 4 to 20 letters only", 400, false},
		{"abcdefghijklmnopqrstu", "Must be 4 to 20 letters only", 400, false},
		{"", "Must be 4 to 20 letters only", 400, false},
		{"Admin", "This short name is reserved", 400, false},
		{"files", "This short name is reserved", 400, false},
	}
	for _, c := range cases {
		res := e.Do("GET", "/api/onboarding/short-name-check?short_name="+url.QueryEscape(c.name), nil, "")
		if res.Status != c.status || res.Message != c.msg {
			t.Errorf("%q: %d %s", c.name, res.Status, res.Body)
			continue
		}
		if c.status == 400 {
			if got := res.Fields()["short_name"]; len(got) == 0 || got[0] != c.msg {
				t.Errorf("%q: data.short_name = %v", c.name, got)
			}
		} else if want := fmt.Sprintf(`{"available":%v}`, c.available); string(res.Data) != want {
			t.Errorf("%q: data = %s, want %s", c.name, res.Data, want)
		}
	}
}

func TestOnboardEndToEnd(t *testing.T) {
	e := cptest.New(t)
	code := requestOTP(t, e, adminPhone)
	body := form("HopeChapel", adminPhone, churchPhone)
	body["code"] = code
	body["church_phone_number"] = "+1 (555) 555-0123" // normalised by the server
	res := e.Do("POST", "/api/onboarding/customers", body, "")
	if res.Status != 200 {
		t.Fatalf("onboard: %d %s", res.Status, res.Body)
	}
	var out struct {
		URL   string `json:"orgOnboardingAdminUrl"`
		Token string `json:"userToken"`
	}
	if err := json.Unmarshal(res.Data, &out); err != nil || out.URL != "http://hopechapel.localhost:8081" || len(out.Token) < 20 {
		t.Fatalf("data = %s", res.Data)
	}
	ctx := t.Context()
	church, err := provisioning.Find(ctx, e.DB.Gorm, "hopechapel")
	if err != nil {
		t.Fatal(err)
	}
	if church.FullName != "Hope Chapel HopeChapel" || church.Phone != churchPhone || church.Email != "office@hope.example.org" {
		t.Errorf("church = %+v", church)
	}
	if got := church.ProductList(); strings.Join(got, ",") != "organization,billing,people,generosity" {
		t.Errorf("church products = %v", got)
	}
	var schemas int
	e.DB.Gorm.Raw(`SELECT count(*) FROM information_schema.schemata WHERE schema_name = ?`, church.SchemaName).Scan(&schemas)
	if schemas != 1 {
		t.Fatalf("schema %s missing", church.SchemaName)
	}
	var plan struct {
		SizeName, Currency, Products, Price string
	}
	e.DB.Gorm.Raw(`SELECT size_name, currency, products::text AS products, price::text AS price FROM control.church_plans WHERE church_id = ?`,
		church.ID).Scan(&plan)
	if plan.SizeName != "under_100" || plan.Price != "89.00" || plan.Products != `["people", "generosity"]` || plan.Currency != "USD" {
		t.Errorf("plan = %+v", plan)
	}
	tenants := db.NewTenants(e.DB.Gorm)
	adminID, err := provisioning.PersonIDByEmail(ctx, tenants, church, "ada.hopechapel@hope.example.org")
	if err != nil {
		t.Fatal(err)
	}
	var super bool
	var tokens int
	var pwHash, mobile string
	err = tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		tx.Raw(`SELECT bool_or(r.is_super_admin) FROM person_roles pr JOIN roles r ON r.id = pr.role_id WHERE pr.person_id = ?`, adminID).Scan(&super)
		tx.Raw(`SELECT password_hash FROM people WHERE id = ?`, adminID).Scan(&pwHash)
		tx.Raw(`SELECT mobile FROM people WHERE id = ?`, adminID).Scan(&mobile)
		return tx.Raw(`SELECT count(*) FROM auth_tokens WHERE person_id = ? AND kind = 'login' AND token_hash = ?`,
			adminID, auth.HashToken(out.Token)).Scan(&tokens).Error
	})
	if err != nil || !super || tokens != 1 || !auth.VerifySecret(pwHash, "Secret#123") || mobile != adminPhone {
		t.Fatalf("admin: super=%v tokens=%d mobile=%s err=%v", super, tokens, mobile, err)
	}
	// The code is used up: the same submission again fails on the short name and on the code.
	res = e.Do("POST", "/api/onboarding/customers", body, "")
	if res.Status != 400 || res.Fields()["church_short_name"][0] != "This short name is already taken" {
		t.Fatalf("again: %d %s", res.Status, res.Body)
	}
	body["church_short_name"] = "OtherName"
	res = e.Do("POST", "/api/onboarding/customers", body, "")
	if res.Status != 400 || res.Fields()["code"][0] != "Invalid or expired OTP" {
		t.Fatalf("reused code: %d %s", res.Status, res.Body)
	}
}

func TestOnboardWithChurchPhoneCodeAndAllProducts(t *testing.T) {
	e := cptest.New(t)
	body := form("Bethel", adminPhone, churchPhone)
	body["code"] = requestOTP(t, e, churchPhone)
	body["church_products"] = "all"
	body["church_pricing"] = 100 // wrong, as a number
	res := e.Do("POST", "/api/onboarding/customers", body, "")
	if res.Status != 400 || res.Message != "Price does not match the selected package (expected 199.00)" ||
		len(res.Fields()) != 1 {
		t.Fatalf("wrong price: %d %s", res.Status, res.Body)
	}
	body["church_pricing"] = 199
	if res := e.Do("POST", "/api/onboarding/customers", body, ""); res.Status != 200 {
		t.Fatalf("onboard: %d %s", res.Status, res.Body)
	}
	var price string
	e.DB.Gorm.Raw(`SELECT price::text FROM control.church_plans`).Scan(&price)
	if price != "199.00" {
		t.Fatalf("price = %s", price)
	}
}

// Two sign-ups race for one short name in different case: one church, the other a clear 400.
func TestShortNameRace(t *testing.T) {
	e := cptest.New(t)
	phones := []string{"+15555550201", "+15555550202"}
	names := []string{"Racename", "racename"}
	bodies := make([]map[string]any, 2)
	for i := range 2 {
		bodies[i] = form(names[i], phones[i], churchPhone)
		bodies[i]["admin_email"] = fmt.Sprintf("admin%d@race.example.org", i)
		bodies[i]["code"] = requestOTP(t, e, phones[i])
	}
	results := make([]*cptest.Response, 2)
	var wg sync.WaitGroup
	for i := range 2 {
		wg.Go(func() {
			results[i] = e.Do("POST", "/api/onboarding/customers", bodies[i], fmt.Sprintf("192.0.2.%d", 50+i))
		})
	}
	wg.Wait()
	ok, taken := 0, 0
	for _, r := range results {
		switch {
		case r.Status == 200:
			ok++
		case r.Status == 400 && r.Message == "This short name is already taken" && r.Fields()["church_short_name"][0] == r.Message:
			taken++
		default:
			t.Errorf("unexpected answer %d %s", r.Status, r.Body)
		}
	}
	var churches, schemas, plans int
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.churches`).Scan(&churches)
	e.DB.Gorm.Raw(`SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'church\_%'`).Scan(&schemas)
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.church_plans`).Scan(&plans)
	if ok != 1 || taken != 1 || churches != 1 || schemas != 1 || plans != 1 {
		t.Fatalf("ok=%d taken=%d churches=%d schemas=%d plans=%d", ok, taken, churches, schemas, plans)
	}
}

// One code submitted twice at once for two names: the loser's provisioning is rolled back whole
// (its code is spent inside the provisioning transaction), leaving no church, schema or plan.
func TestFailedProvisioningLeavesNothing(t *testing.T) {
	e := cptest.New(t)
	code := requestOTP(t, e, adminPhone)
	bodies := []map[string]any{form("Firstname", adminPhone, churchPhone), form("Secondname", adminPhone, churchPhone)}
	results := make([]*cptest.Response, 2)
	var wg sync.WaitGroup
	for i := range 2 {
		bodies[i]["code"] = code
		wg.Go(func() { results[i] = e.Do("POST", "/api/onboarding/customers", bodies[i], "") })
	}
	wg.Wait()
	var winner, loser string
	for i, r := range results {
		if r.Status == 200 {
			winner = bodies[i]["church_short_name"].(string)
		} else if r.Status == 400 && r.Fields()["code"][0] == "Invalid or expired OTP" {
			loser = strings.ToLower(bodies[i]["church_short_name"].(string))
		} else {
			t.Fatalf("unexpected answer %d %s", r.Status, r.Body)
		}
	}
	if winner == "" || loser == "" {
		t.Fatalf("want one winner and one loser: %v %v", winner, loser)
	}
	var churches, schemas, plans int
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.churches WHERE short_name = ?`, loser).Scan(&churches)
	e.DB.Gorm.Raw(`SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'church\_%'`).Scan(&schemas)
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.church_plans`).Scan(&plans)
	if churches != 0 || schemas != 1 || plans != 1 {
		t.Fatalf("left behind: churches=%d schemas=%d plans=%d", churches, schemas, plans)
	}
}

func TestRecaptchaIsVerifiedOnTheServerWhenConfigured(t *testing.T) {
	var mu sync.Mutex
	var seen []url.Values
	verify := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		mu.Lock()
		seen = append(seen, r.PostForm)
		mu.Unlock()
		fmt.Fprintf(w, `{"success": %v}`, r.PostForm.Get("response") == "good-token")
	}))
	defer verify.Close()
	e := cptest.New(t)
	e.App.Onboarding.RecaptchaSecret, e.App.Onboarding.RecaptchaSiteKey = "s3cret", "site-key"
	e.App.Onboarding.RecaptchaVerifyURL = verify.URL
	e.Rebuild()
	if res := e.Do("GET", "/api/onboarding/config", nil, ""); string(res.Data) != `{"recaptchaSiteKey":"site-key","mapsApiKey":""}` {
		t.Fatalf("config: %s", res.Body)
	}
	body := form("Captcha", adminPhone, churchPhone)
	body["code"] = requestOTP(t, e, adminPhone)
	for token, want := range map[string]string{"": "Please complete the reCAPTCHA", "bad": "reCAPTCHA verification failed. Please try again."} {
		body["recaptcha_token"] = token
		res := e.Do("POST", "/api/onboarding/customers", body, "198.51.100.7")
		if res.Status != 400 || res.Fields()["recaptcha_token"][0] != want {
			t.Fatalf("token %q: %d %s", token, res.Status, res.Body)
		}
	}
	body["recaptcha_token"] = "good-token"
	if res := e.Do("POST", "/api/onboarding/customers", body, "198.51.100.7"); res.Status != 200 {
		t.Fatalf("good token: %d %s", res.Status, res.Body)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(seen) != 2 || seen[1].Get("secret") != "s3cret" || seen[1].Get("remoteip") != "198.51.100.7" {
		t.Fatalf("verify calls: %v", seen)
	}
	verify.Close()
	body["church_short_name"], body["code"] = "Captchatwo", requestOTP(t, e, adminPhone)
	if res := e.Do("POST", "/api/onboarding/customers", body, ""); res.Status != 502 || res.Message != "Could not verify reCAPTCHA. Please try again." {
		t.Fatalf("verify down: %d %s", res.Status, res.Body)
	}
}

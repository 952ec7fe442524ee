// Package faketwilio is a local stand-in for Twilio's REST API, for tests, the fan-out benchmark
// and the reliability run: it checks requests as Twilio does (HTTP basic auth with the account SID
// and auth token, the account in the path, the form fields a Message or a Call needs) and answers
// as Twilio does (201 with the resource's JSON, 4xx with Twilio's error JSON), lists Messages and
// Calls filtered by To and From, newest first, and counts every message per To + Body so a run can
// check that no one got a message twice.
package faketwilio

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Resource is a stored Message or Call.
type Resource struct {
	SID            string   `json:"sid"`
	AccountSID     string   `json:"account_sid"`
	To             string   `json:"to"`
	From           string   `json:"from"`
	Body           string   `json:"body,omitempty"`
	Status         string   `json:"status"`
	DateCreated    string   `json:"date_created"`
	MediaURLs      []string `json:"-"`
	NumMedia       string   `json:"num_media,omitempty"`
	Twiml          string   `json:"-"`
	URL            string   `json:"-"`
	StatusCallback string   `json:"-"`
	Direction      string   `json:"direction"`
	APIVersion     string   `json:"api_version"`
	created        time.Time
}

// Server is the fake. Latency delays every create; FailEvery makes every n-th create answer 500
// after storing the message (an accepted message whose answer is lost).
type Server struct {
	AccountSID, AuthToken string
	Latency               time.Duration
	FailEvery             int

	mu       sync.Mutex
	messages []*Resource
	calls    []*Resource
	count    map[string]int // To + "\x00" + Body → messages
	creates  int
}

// New returns a fake for one account.
func New(accountSID, authToken string) *Server {
	return &Server{AccountSID: accountSID, AuthToken: authToken, count: map[string]int{}}
}

// Stats are the fake's counts.
type Stats struct {
	Messages   int            `json:"messages"`
	Calls      int            `json:"calls"`
	Recipients int            `json:"recipients"` // distinct To + Body
	Duplicates map[string]int `json:"duplicates"` // To + " " + Body → count, where more than one
}

// Stats counts what the fake holds.
func (s *Server) Stats() Stats {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := Stats{Messages: len(s.messages), Calls: len(s.calls), Recipients: len(s.count), Duplicates: map[string]int{}}
	for k, n := range s.count {
		if n > 1 {
			st.Duplicates[strings.Replace(k, "\x00", " ", 1)] = n
		}
	}
	return st
}

// Messages is a copy of the stored messages, oldest first.
func (s *Server) Messages() []Resource {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Resource, len(s.messages))
	for i, m := range s.messages {
		out[i] = *m
	}
	return out
}

// Calls is a copy of the stored calls, oldest first.
func (s *Server) Calls() []Resource {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Resource, len(s.calls))
	for i, m := range s.calls {
		out[i] = *m
	}
	return out
}

// Reset forgets every message and call.
func (s *Server) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.messages, s.calls, s.count, s.creates = nil, nil, map[string]int{}, 0
}

func twilioError(w http.ResponseWriter, status, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"code": code, "message": msg, "status": status,
		"more_info": "https://www.twilio.com/docs/errors/" + strconv.Itoa(code)})
}

func sid(prefix string) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

// ServeHTTP answers /2010-04-01/Accounts/{sid}/Messages.json and Calls.json (POST creates, GET
// lists), and GET /stats (the counts, as JSON) and POST /reset.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/stats":
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(s.Stats())
		return
	case "/reset":
		s.Reset()
		return
	}
	prefix := "/2010-04-01/Accounts/" + s.AccountSID + "/"
	if !strings.HasPrefix(r.URL.Path, prefix) {
		twilioError(w, http.StatusNotFound, 20404, "The requested resource "+r.URL.Path+" was not found")
		return
	}
	if user, pass, ok := r.BasicAuth(); !ok || user != s.AccountSID || pass != s.AuthToken {
		w.Header().Set("WWW-Authenticate", `Basic realm="Twilio API"`)
		twilioError(w, http.StatusUnauthorized, 20003, "Authenticate")
		return
	}
	resource := strings.TrimPrefix(r.URL.Path, prefix)
	if resource != "Messages.json" && resource != "Calls.json" {
		twilioError(w, http.StatusNotFound, 20404, "The requested resource "+r.URL.Path+" was not found")
		return
	}
	switch r.Method {
	case http.MethodGet:
		s.list(w, r.URL.Query(), resource == "Calls.json")
	case http.MethodPost:
		if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/x-www-form-urlencoded") {
			twilioError(w, http.StatusBadRequest, 20001, "Content-Type must be application/x-www-form-urlencoded")
			return
		}
		if err := r.ParseForm(); err != nil {
			twilioError(w, http.StatusBadRequest, 20001, err.Error())
			return
		}
		if resource == "Calls.json" {
			s.createCall(w, r.PostForm)
		} else {
			s.createMessage(w, r.PostForm)
		}
	default:
		twilioError(w, http.StatusMethodNotAllowed, 20004, "Method not allowed")
	}
}

func validE164(s string) bool {
	if len(s) < 8 || len(s) > 16 || s[0] != '+' {
		return false
	}
	for _, c := range s[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// validFrom is a number or an alphanumeric sender ID (1-11 characters, a letter among them).
func validFrom(s string) bool {
	if validE164(s) {
		return true
	}
	if len(s) == 0 || len(s) > 11 {
		return false
	}
	letter := false
	for _, c := range s {
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
			letter = true
		case c >= '0' && c <= '9', c == ' ':
		default:
			return false
		}
	}
	return letter
}

func (s *Server) delay() bool {
	if s.Latency > 0 {
		time.Sleep(s.Latency)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.creates++
	return s.FailEvery > 0 && s.creates%s.FailEvery == 0
}

func (s *Server) createMessage(w http.ResponseWriter, f url.Values) {
	to, from, body := f.Get("To"), f.Get("From"), f.Get("Body")
	switch {
	case to == "":
		twilioError(w, http.StatusBadRequest, 21604, "A 'To' phone number is required.")
		return
	case !validE164(to):
		twilioError(w, http.StatusBadRequest, 21211, "The 'To' number "+to+" is not a valid phone number.")
		return
	case from == "":
		twilioError(w, http.StatusBadRequest, 21603, "A 'From' phone number is required.")
		return
	case !validFrom(from):
		twilioError(w, http.StatusBadRequest, 21212, "The 'From' number "+from+" is not a valid phone number, shortcode, or alphanumeric sender ID.")
		return
	case body == "" && len(f["MediaUrl"]) == 0:
		twilioError(w, http.StatusBadRequest, 21602, "Message body is required.")
		return
	case len([]rune(body)) > 1600:
		twilioError(w, http.StatusBadRequest, 21617, "The concatenated message body exceeds the 1600 character limit.")
		return
	case len(f["MediaUrl"]) > 10:
		twilioError(w, http.StatusBadRequest, 21623, "Too many media URLs.")
		return
	}
	for _, u := range f["MediaUrl"] {
		if p, err := url.Parse(u); err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
			twilioError(w, http.StatusBadRequest, 21620, "Invalid media URL(s).")
			return
		}
	}
	if cb := f.Get("StatusCallback"); cb != "" {
		if p, err := url.Parse(cb); err != nil || (p.Scheme != "http" && p.Scheme != "https") {
			twilioError(w, http.StatusBadRequest, 21609, "Invalid StatusCallback URL.")
			return
		}
	}
	lost := s.delay()
	now := time.Now().UTC()
	m := &Resource{SID: sid("SM"), AccountSID: s.AccountSID, To: to, From: from, Body: body, Status: "queued",
		DateCreated: now.Format(time.RFC1123Z), MediaURLs: f["MediaUrl"], NumMedia: strconv.Itoa(len(f["MediaUrl"])),
		StatusCallback: f.Get("StatusCallback"), Direction: "outbound-api", APIVersion: "2010-04-01", created: now}
	s.mu.Lock()
	s.messages = append(s.messages, m)
	s.count[to+"\x00"+body]++
	s.mu.Unlock()
	if lost {
		twilioError(w, http.StatusInternalServerError, 20500, "Internal Server Error")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(m)
}

func (s *Server) createCall(w http.ResponseWriter, f url.Values) {
	to, from := f.Get("To"), f.Get("From")
	switch {
	case !validE164(to):
		twilioError(w, http.StatusBadRequest, 21211, "The 'To' number "+to+" is not a valid phone number.")
		return
	case !validE164(from):
		twilioError(w, http.StatusBadRequest, 21212, "The 'From' number "+from+" is not a valid phone number.")
		return
	case f.Get("Twiml") == "" && f.Get("Url") == "" && f.Get("ApplicationSid") == "":
		twilioError(w, http.StatusBadRequest, 21205, "Url parameter is required.")
		return
	case len(f.Get("Twiml")) > 4000:
		twilioError(w, http.StatusBadRequest, 21218, "Twiml exceeds 4000 characters.")
		return
	}
	lost := s.delay()
	now := time.Now().UTC()
	c := &Resource{SID: sid("CA"), AccountSID: s.AccountSID, To: to, From: from, Status: "queued",
		DateCreated: now.Format(time.RFC1123Z), Twiml: f.Get("Twiml"), URL: f.Get("Url"),
		StatusCallback: f.Get("StatusCallback"), Direction: "outbound-api", APIVersion: "2010-04-01", created: now}
	s.mu.Lock()
	s.calls = append(s.calls, c)
	s.count[to+"\x00"+c.Twiml+c.URL]++
	s.mu.Unlock()
	if lost {
		twilioError(w, http.StatusInternalServerError, 20500, "Internal Server Error")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(c)
}

// list answers a page of Messages or Calls filtered by To and From, newest first.
func (s *Server) list(w http.ResponseWriter, q url.Values, calls bool) {
	size := 50
	if v, err := strconv.Atoi(q.Get("PageSize")); err == nil && v > 0 && v <= 1000 {
		size = v
	}
	s.mu.Lock()
	src := s.messages
	if calls {
		src = s.calls
	}
	var out []*Resource
	for _, m := range slices.Backward(src) {
		if (q.Get("To") == "" || m.To == q.Get("To")) && (q.Get("From") == "" || m.From == q.Get("From")) {
			cp := *m
			out = append(out, &cp)
			if len(out) == size {
				break
			}
		}
	}
	s.mu.Unlock()
	key := "messages"
	if calls {
		key = "calls"
	}
	if out == nil {
		out = []*Resource{}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{key: out, "page": 0, "page_size": size})
}

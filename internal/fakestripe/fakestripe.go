// Package fakestripe is the test-card layer in front of stripe-mock. stripe-mock answers every
// call with a fixture, so a declined card would be "paid" and every card a Visa 4242; this layer
// makes Stripe's test payment methods (payments.TestCards) behave as Stripe's test mode does: the
// decline cards answer Stripe's card_error JSON (402) when charged (and the expired one when
// attached), a successful confirm or invoice payment answers succeeded/paid, a payment method
// carries its card's brand, last4 and expiry, and a repeated Idempotency-Key answers the first
// answer again, as Stripe does. It records every call, so a test can count charges.
package fakestripe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"

	"congregate/internal/platform/payments"
)

// Request is one call the layer received.
type Request struct {
	Method, Path   string
	IdempotencyKey string
	Form           url.Values
	Status         int
	Replayed       bool // answered from the idempotency cache
}

// Server is the layer. Upstream is stripe-mock's base URL.
type Server struct {
	Upstream string
	Client   *http.Client
	Now      func() time.Time

	mu       sync.Mutex
	answers  map[string]answer // idempotency key → the first answer
	inflight map[string]bool   // idempotency keys whose first request is being answered
	requests []Request
}

type answer struct {
	status int
	body   []byte
}

// New is the layer in front of stripe-mock at upstream.
func New(upstream string) *Server {
	return &Server{Upstream: strings.TrimRight(upstream, "/"), Client: &http.Client{Timeout: 30 * time.Second},
		Now: time.Now, answers: map[string]answer{}, inflight: map[string]bool{}}
}

// Requests are the calls so far (a copy).
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Count counts the calls of method and path (a regular expression over the path) that were not
// replays: the charges Stripe would have made.
func (s *Server) Count(method, pathPattern string) int {
	re := regexp.MustCompile("^" + pathPattern + "$")
	n := 0
	for _, r := range s.Requests() {
		if r.Method == method && re.MatchString(r.Path) && !r.Replayed && r.Status < 300 {
			n++
		}
	}
	return n
}

var (
	rePIConfirm  = regexp.MustCompile(`^/v1/payment_intents/[^/]+/confirm$`)
	reSIConfirm  = regexp.MustCompile(`^/v1/setup_intents/[^/]+/confirm$`)
	reInvoicePay = regexp.MustCompile(`^/v1/invoices/[^/]+/pay$`)
	reAttach     = regexp.MustCompile(`^/v1/payment_methods/([^/]+)/attach$`)
)

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/_fakestripe/requests" {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(s.Requests())
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 8<<20))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	form, _ := url.ParseQuery(string(body))
	if r.Method == http.MethodGet {
		form = r.URL.Query()
	}
	key := r.Header.Get("Idempotency-Key")
	rec := Request{Method: r.Method, Path: r.URL.Path, IdempotencyKey: key, Form: form}

	if key != "" && r.Method == http.MethodPost {
		s.mu.Lock()
		a, ok := s.answers[key]
		busy := !ok && s.inflight[key]
		if !ok && !busy {
			s.inflight[key] = true
		}
		s.mu.Unlock()
		if ok {
			rec.Status, rec.Replayed = a.status, true
			s.record(rec)
			w.Header().Set("Idempotent-Replayed", "true")
			write(w, a.status, a.body)
			return
		}
		if busy {
			// As Stripe does: a second request with a key whose first is still being answered is
			// refused with 409, and the client retries it (then getting the first's answer).
			rec.Status = http.StatusConflict
			s.record(rec)
			write(w, http.StatusConflict, []byte(`{"error":{"type":"idempotency_error","message":"There is currently another in-progress request using this Stripe-Idempotency-Key. Please try again later."}}`))
			return
		}
		defer func() {
			s.mu.Lock()
			delete(s.inflight, key)
			s.mu.Unlock()
		}()
	}
	status, out := s.answer(r, body, form)
	rec.Status = status
	if key != "" && r.Method == http.MethodPost && status < 500 {
		s.mu.Lock()
		s.answers[key] = answer{status, out}
		s.mu.Unlock()
	}
	s.record(rec)
	write(w, status, out)
}

func (s *Server) record(r Request) {
	s.mu.Lock()
	s.requests = append(s.requests, r)
	s.mu.Unlock()
}

func write(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Request-Id", "req_fake")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// answer is the decline a test card makes, or stripe-mock's answer with the state a real call
// would have.
func (s *Server) answer(r *http.Request, body []byte, form url.Values) (int, []byte) {
	now := s.Now()
	p := r.URL.Path
	pm := form.Get("payment_method")
	charging := r.Method == http.MethodPost && ((p == "/v1/payment_intents" && form.Get("confirm") == "true") ||
		rePIConfirm.MatchString(p) || reInvoicePay.MatchString(p))
	attaching := r.Method == http.MethodPost && ((p == "/v1/setup_intents" && form.Get("confirm") == "true") || reSIConfirm.MatchString(p))
	if m := reAttach.FindStringSubmatch(p); m != nil && r.Method == http.MethodPost {
		attaching, pm = true, m[1]
	}
	if card, ok := payments.FindTestCard(pm, now); ok {
		if charging && card.Charge != nil {
			return cardError(card.Charge, pm)
		}
		if attaching && card.Attach != nil {
			return cardError(card.Attach, pm)
		}
	}

	status, out, err := s.forward(r, body)
	if err != nil {
		return http.StatusBadGateway, apiError("api_error", "stripe-mock: "+err.Error())
	}
	if status >= 300 {
		return status, out
	}
	var obj map[string]any
	if json.Unmarshal(out, &obj) != nil {
		return status, out
	}
	fillCards(obj, now)
	switch {
	case p == "/v1/payment_intents" && r.Method == http.MethodPost, rePIConfirm.MatchString(p):
		if pm != "" {
			obj["payment_method"] = pm
		}
		if charging {
			obj["status"] = "succeeded"
			obj["amount_received"] = obj["amount"]
			obj["canceled_at"], obj["cancellation_reason"] = nil, nil
		} else if obj["payment_method"] != nil {
			obj["status"] = "requires_confirmation"
		}
	case p == "/v1/setup_intents" && r.Method == http.MethodPost, reSIConfirm.MatchString(p):
		if pm != "" {
			obj["payment_method"] = pm
		}
		if attaching {
			obj["status"] = "succeeded"
		}
	case reInvoicePay.MatchString(p):
		obj["status"], obj["paid"] = "paid", true
		obj["amount_paid"], obj["amount_remaining"] = obj["amount_due"], 0
		if st, ok := obj["status_transitions"].(map[string]any); ok {
			st["paid_at"] = now.Unix()
		}
	case reAttach.MatchString(p):
		if c := form.Get("customer"); c != "" {
			obj["customer"] = c
		}
	}
	b, err := json.Marshal(obj)
	if err != nil {
		return http.StatusBadGateway, apiError("api_error", err.Error())
	}
	return status, b
}

func (s *Server) forward(r *http.Request, body []byte) (int, []byte, error) {
	u := s.Upstream + r.URL.RequestURI()
	req, err := http.NewRequestWithContext(r.Context(), r.Method, u, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	for k, v := range r.Header {
		if k == "Idempotency-Key" { // stripe-mock ignores it; the layer answers replays itself
			continue
		}
		req.Header[k] = v
	}
	res, err := s.Client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	return res.StatusCode, out, err
}

// fillCards gives every test payment method in v its card's details.
func fillCards(v any, now time.Time) {
	switch x := v.(type) {
	case map[string]any:
		if x["object"] == "payment_method" {
			if id, _ := x["id"].(string); id != "" {
				if card, ok := payments.FindTestCard(id, now); ok {
					c, _ := x["card"].(map[string]any)
					if c == nil {
						c = map[string]any{}
						x["card"] = c
					}
					c["brand"], c["display_brand"], c["last4"] = card.Brand, card.Brand, card.Last4
					c["exp_month"], c["exp_year"] = card.ExpMonth, card.ExpYear
					c["wallet"] = nil
				}
			}
		}
		for _, e := range x {
			fillCards(e, now)
		}
	case []any:
		for _, e := range x {
			fillCards(e, now)
		}
	}
}

func cardError(e *payments.CardError, pm string) (int, []byte) {
	b, _ := json.Marshal(map[string]any{"error": map[string]any{
		"type": "card_error", "code": e.Code, "decline_code": e.DeclineCode, "message": e.Message,
		"param": "payment_method", "doc_url": "https://stripe.com/docs/error-codes/" + strings.ReplaceAll(e.Code, "_", "-"),
		"payment_method": map[string]any{"id": pm, "object": "payment_method", "type": "card"},
	}})
	return http.StatusPaymentRequired, b
}

func apiError(typ, msg string) []byte {
	b, _ := json.Marshal(map[string]any{"error": map[string]any{"type": typ, "message": msg}})
	return b
}

// Describe is a line for logs: where the layer sends its calls.
func (s *Server) Describe() string {
	return fmt.Sprintf("test-card layer in front of stripe-mock at %s", s.Upstream)
}

package static

import (
	"strconv"
	"strings"
)

// Negotiate picks the content coding to send from the request's Accept-Encoding (RFC 9110 §12.5.3)
// among offers, given in the server's order of preference ("br", "gzip"). It answers "" for
// identity: no header, nothing offered acceptable (unnamed, or refused with q=0), or identity
// named with a higher weight. Ties go to the server's order. A client that refuses identity as
// well still gets it: an answer it may decode beats a 406.
func Negotiate(acceptEncoding string, offers ...string) string {
	if strings.TrimSpace(acceptEncoding) == "" || len(offers) == 0 {
		return ""
	}
	q := map[string]float64{}
	for _, part := range strings.Split(acceptEncoding, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		weight := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if !ok || strings.ToLower(strings.TrimSpace(k)) != "q" {
				continue
			}
			w, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || w < 0 || w > 1 {
				w = 0 // a malformed weight accepts nothing rather than everything
			}
			weight = w
		}
		// "x-gzip" is gzip (RFC 9110 §8.4.1.3).
		if coding == "x-gzip" {
			coding = "gzip"
		}
		if prev, seen := q[coding]; !seen || weight > prev {
			q[coding] = weight
		}
	}
	weightOf := func(coding string) float64 {
		if w, ok := q[coding]; ok {
			return w
		}
		return q["*"] // 0 when absent: a coding the client did not name is not acceptable
	}
	best, bestQ := "", 0.0
	for _, o := range offers {
		if w := weightOf(o); w > bestQ {
			best, bestQ = o, w
		}
	}
	// Identity needs no weight to be acceptable; only a client naming it above the offers prefers it.
	if w, named := q["identity"]; best == "" || (named && w > bestQ) {
		return ""
	}
	return best
}

package checkin

import (
	"crypto/rand"
	"math/big"
	"strings"
)

// Alphabet is the characters of security codes and station tags: digits and capitals without the
// look-alikes 0/O and 1/I/L, so a parent reads the label back right.
const Alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// CodeLength is a code's length: the station's tag and three random characters (29,791 codes a
// station a service day).
const CodeLength = 4

// NewCode makes a code of the station with tag: the tag, then three random characters.
func NewCode(tag string) string {
	b := make([]byte, CodeLength)
	b[0] = tag[0]
	n := big.NewInt(int64(len(Alphabet)))
	for i := 1; i < CodeLength; i++ {
		v, err := rand.Int(rand.Reader, n)
		if err != nil {
			panic(err) // the system's random source failed: nothing sensible to do
		}
		b[i] = Alphabet[v.Int64()]
	}
	return string(b)
}

// ValidCode says s is a code of the station with tag.
func ValidCode(s, tag string) bool {
	if len(s) != CodeLength || tag == "" || s[0] != tag[0] {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !strings.ContainsRune(Alphabet, rune(s[i])) {
			return false
		}
	}
	return true
}

// freeTag is the first tag of the alphabet no station has.
func freeTag(taken []string) string {
	used := map[string]bool{}
	for _, t := range taken {
		used[t] = true
	}
	for i := 0; i < len(Alphabet); i++ {
		if t := Alphabet[i : i+1]; !used[t] {
			return t
		}
	}
	return ""
}

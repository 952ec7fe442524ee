package auth

import (
	"fmt"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Claims identify a server-side session; the JWT alone never authorises a request.
type Claims struct {
	ChurchID  int64  `json:"cid"`
	PersonID  int64  `json:"pid"`
	SessionID string `json:"sid"`
	jwt.RegisteredClaims
}

// Signer issues and checks the browser JWT.
type Signer struct{ secret []byte }

// NewSigner uses an HMAC secret.
func NewSigner(secret string) *Signer { return &Signer{secret: []byte(secret)} }

// Issue signs a token for a session; the hard expiry bounds a stolen token even if the session lives.
func (s *Signer) Issue(churchID, personID int64, sessionID string) (string, error) {
	now := time.Now()
	c := Claims{ChurchID: churchID, PersonID: personID, SessionID: sessionID, RegisteredClaims: jwt.RegisteredClaims{
		Subject:   strconv.FormatInt(personID, 10),
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(12 * time.Hour)),
	}}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(s.secret)
}

// Parse verifies a token and returns its claims.
func (s *Signer) Parse(token string) (*Claims, error) {
	var c Claims
	_, err := jwt.ParseWithClaims(token, &c, func(t *jwt.Token) (any, error) {
		if t.Method != jwt.SigningMethodHS256 {
			return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
		}
		return s.secret, nil
	}, jwt.WithValidMethods([]string{"HS256"}))
	if err != nil {
		return nil, ErrBadToken
	}
	return &c, nil
}

package opsauth

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"io"
	"strings"

	"golang.org/x/crypto/hkdf"
)

// An operator's TOTP secret is stored sealed (control.operators.totp_secret and
// control.operator_challenges.pending_secret): AES-256-GCM under a key derived from OPS_SECRET_KEY
// with HKDF-SHA256, as "v1:" + base64(nonce || ciphertext). "" stays "" (not enrolled). A value
// without the prefix is a secret stored in clear before sealing existed: it is still read, and
// sealed at the operator's next sign-in.

const sealedPrefix = "v1:"

// hkdfInfo labels the key derived from OPS_SECRET_KEY (another use of the key gets another label).
const hkdfInfo = "congregate ops totp secret v1"

// errSealed: a sealed secret that does not open (another OPS_SECRET_KEY, or altered).
var errSealed = errors.New("opsauth: a sealed TOTP secret does not open (OPS_SECRET_KEY changed, or the value was altered)")

// SecretBox seals and opens operators' TOTP secrets.
type SecretBox struct{ aead cipher.AEAD }

// NewSecretBox derives the box's AES-256 key from key (config OpsSecretKey).
func NewSecretBox(key string) *SecretBox {
	k := make([]byte, 32)
	if _, err := io.ReadFull(hkdf.New(sha256.New, []byte(key), nil, []byte(hkdfInfo)), k); err != nil {
		panic(err) // 32 bytes of HKDF-SHA256 never fail
	}
	block, err := aes.NewCipher(k)
	if err != nil {
		panic(err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return &SecretBox{aead: aead}
}

// Seal answers the stored form of secret ("" for "").
func (b *SecretBox) Seal(secret string) (string, error) {
	if secret == "" {
		return "", nil
	}
	nonce := make([]byte, b.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return sealedPrefix + base64.StdEncoding.EncodeToString(b.aead.Seal(nonce, nonce, []byte(secret), nil)), nil
}

// Open answers the secret of a stored value: a sealed one opened, a legacy clear one as it is.
func (b *SecretBox) Open(stored string) (string, error) {
	if !strings.HasPrefix(stored, sealedPrefix) {
		return stored, nil
	}
	raw, err := base64.StdEncoding.DecodeString(stored[len(sealedPrefix):])
	if err != nil || len(raw) < b.aead.NonceSize() {
		return "", errSealed
	}
	n := b.aead.NonceSize()
	plain, err := b.aead.Open(nil, raw[:n], raw[n:], nil)
	if err != nil {
		return "", errSealed
	}
	return string(plain), nil
}

// Legacy tells a secret stored in clear (to be sealed at the next sign-in).
func Legacy(stored string) bool {
	return stored != "" && !strings.HasPrefix(stored, sealedPrefix)
}

// Package auth holds the pieces of sign-in that are not storage: password
// hashing, bearer tokens and the session lifetimes.
package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"time"

	"golang.org/x/crypto/bcrypt"
)

// Session lifetimes: "Remember password" chooses the long one.
const (
	ShortSession = 12 * time.Hour
	LongSession  = 30 * 24 * time.Hour
)

// Login throttling: after MaxFailures failed logins for one e-mail from one
// address within FailureWindow, logins are refused until the window passes.
const (
	MaxFailures   = 5
	FailureWindow = 15 * time.Minute
)

// MinPasswordLength is the shortest password accepted at registration.
const MinPasswordLength = 8

// Hasher hashes and checks passwords with bcrypt.
type Hasher struct {
	cost int
	// dummy is compared against when an e-mail is unknown, so a login for
	// a missing account takes as long as one with a wrong password.
	dummy []byte
}

// NewHasher makes a Hasher of the given bcrypt cost.
func NewHasher(cost int) (*Hasher, error) {
	dummy, err := bcrypt.GenerateFromPassword([]byte("claimsite-timing-equaliser"), cost)
	if err != nil {
		return nil, err
	}
	return &Hasher{cost: cost, dummy: dummy}, nil
}

// Hash returns the bcrypt hash of password.
func (h *Hasher) Hash(password string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(password), h.cost)
	return string(b), err
}

// recoveryCodeCost bounds the bcrypt cost of recovery codes: ten are made
// at once and a sign-in may compare them all, and 50 random bits need less
// stretching than a password a person chose.
const recoveryCodeCost = 10

// HashRecoveryCode returns the bcrypt hash of a recovery code (as
// NormalizeRecoveryCode writes it); Check compares one.
func (h *Hasher) HashRecoveryCode(code string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(code), min(h.cost, recoveryCodeCost))
	return string(b), err
}

// Check reports whether password matches hash.
func (h *Hasher) Check(hash, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}

// CheckUnknown spends the time of one password check and fails.
func (h *Hasher) CheckUnknown(password string) bool {
	bcrypt.CompareHashAndPassword(h.dummy, []byte(password))
	return false
}

// NewToken returns a fresh bearer token and the hash under which its
// session is stored.
func NewToken() (token, hash string, err error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", "", err
	}
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token), nil
}

// HashToken is the stored form of a token.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

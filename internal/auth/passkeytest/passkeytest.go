// Package passkeytest is a software authenticator for tests: it answers
// the options a WebAuthn ceremony sends to the browser as a platform
// authenticator would (ES256 keys, "none" attestation), so API tests can
// make and use passkeys without a browser. The browser journey uses
// Chromium's virtual authenticator instead.
package passkeytest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/fxamacker/cbor/v2"
)

// Authenticator flags (WebAuthn §6.1).
const (
	flagUserPresent  = 0x01
	flagUserVerified = 0x04
	flagAttested     = 0x40
)

// Authenticator holds passkeys of one origin's site.
type Authenticator struct {
	// Origin is where the browser says a ceremony ran.
	Origin string
	// NoUserVerification answers as an authenticator that only checked
	// someone was there (no PIN, no biometric).
	NoUserVerification bool
	// RewindCounter answers a sign-in with a signature counter lower than
	// the last one, as a cloned authenticator would.
	RewindCounter bool
	keys          []*Key
}

// Key is one passkey: its credential id, user handle and private key.
type Key struct {
	ID      []byte
	Handle  []byte
	rpID    string
	private *ecdsa.PrivateKey
	counter uint32
}

// New is an authenticator for pages of origin.
func New(origin string) *Authenticator { return &Authenticator{Origin: origin} }

var b64 = base64.RawURLEncoding

// Register answers a registration's options (the publicKey dictionary, as
// the server sent it) with the credential the browser sends back.
func (a *Authenticator) Register(options []byte) ([]byte, error) {
	var o struct {
		Challenge string `json:"challenge"`
		RP        struct {
			ID string `json:"id"`
		} `json:"rp"`
		User struct {
			ID string `json:"id"`
		} `json:"user"`
	}
	if err := json.Unmarshal(options, &o); err != nil {
		return nil, err
	}
	handle, err := b64.DecodeString(o.User.ID)
	if err != nil {
		return nil, fmt.Errorf("user id: %w", err)
	}
	private, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	k := &Key{ID: make([]byte, 16), Handle: handle, rpID: o.RP.ID, private: private, counter: 1}
	if _, err := rand.Read(k.ID); err != nil {
		return nil, err
	}
	publicKey, err := cbor.Marshal(map[int]any{1: 2, 3: -7, -1: 1, -2: pad32(private.X.Bytes()), -3: pad32(private.Y.Bytes())})
	if err != nil {
		return nil, err
	}
	authData := a.authData(k.rpID, flagAttested, k.counter)
	authData = append(authData, make([]byte, 16)...) // AAGUID: none
	authData = binary.BigEndian.AppendUint16(authData, uint16(len(k.ID)))
	authData = append(authData, k.ID...)
	authData = append(authData, publicKey...)
	attestation, err := cbor.Marshal(map[string]any{"fmt": "none", "attStmt": map[string]any{}, "authData": authData})
	if err != nil {
		return nil, err
	}
	a.keys = append(a.keys, k)
	return json.Marshal(map[string]any{
		"id": b64.EncodeToString(k.ID), "rawId": b64.EncodeToString(k.ID), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{
			"clientDataJSON":    b64.EncodeToString(a.clientData("webauthn.create", o.Challenge)),
			"attestationObject": b64.EncodeToString(attestation),
			"transports":        []string{"internal"},
		},
	})
}

// Login answers a sign-in's options with the newest passkey it holds for
// the options' relying party.
func (a *Authenticator) Login(options []byte) ([]byte, error) {
	var o struct {
		Challenge string `json:"challenge"`
		RPID      string `json:"rpId"`
	}
	if err := json.Unmarshal(options, &o); err != nil {
		return nil, err
	}
	var k *Key
	for _, key := range a.keys {
		if key.rpID == o.RPID {
			k = key
		}
	}
	if k == nil {
		return nil, errors.New("no passkey for " + o.RPID)
	}
	k.counter++
	if a.RewindCounter {
		k.counter -= 2
	}
	authData := a.authData(k.rpID, 0, k.counter)
	clientData := a.clientData("webauthn.get", o.Challenge)
	clientHash := sha256.Sum256(clientData)
	digest := sha256.Sum256(append(append([]byte{}, authData...), clientHash[:]...))
	signature, err := ecdsa.SignASN1(rand.Reader, k.private, digest[:])
	if err != nil {
		return nil, err
	}
	return json.Marshal(map[string]any{
		"id": b64.EncodeToString(k.ID), "rawId": b64.EncodeToString(k.ID), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{
			"clientDataJSON":    b64.EncodeToString(clientData),
			"authenticatorData": b64.EncodeToString(authData),
			"signature":         b64.EncodeToString(signature),
			"userHandle":        b64.EncodeToString(k.Handle),
		},
	})
}

// Keys lists the passkeys made so far, oldest first.
func (a *Authenticator) Keys() []*Key { return a.keys }

func (a *Authenticator) authData(rpID string, extra byte, counter uint32) []byte {
	rpHash := sha256.Sum256([]byte(rpID))
	flags := byte(flagUserPresent) | extra
	if !a.NoUserVerification {
		flags |= flagUserVerified
	}
	out := append(rpHash[:], flags)
	return binary.BigEndian.AppendUint32(out, counter)
}

func (a *Authenticator) clientData(kind, challenge string) []byte {
	b, _ := json.Marshal(map[string]any{"type": kind, "challenge": challenge, "origin": a.Origin, "crossOrigin": false})
	return b
}

// pad32 left-pads a P-256 coordinate to its 32 bytes.
func pad32(b []byte) []byte {
	return append(make([]byte, 32-len(b)), b...)
}

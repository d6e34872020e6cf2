package auth

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"
)

// Passkeys (WebAuthn, decision 047) with go-webauthn: this package turns
// the library's ceremonies into bytes the store keeps (the state between a
// ceremony's two steps, the credential record) and back. User
// verification is required in both ceremonies, so a passkey is something
// the person has and something they know or are: both factors at once.

// PasskeyTimeout is how long a browser has to finish a ceremony.
const PasskeyTimeout = 5 * time.Minute

// ErrPasskeyRefused: the browser's answer did not pass the checks (wrong
// site, challenge or signature, no user verification, a cloned
// authenticator, a passkey this site does not know).
var ErrPasskeyRefused = errors.New("passkey refused")

// RelyingParty is this site as WebAuthn sees it: the host of the public
// URL is its id, and a ceremony must come from the public URL's origin.
type RelyingParty struct {
	ID     string
	origin string
}

// NewRelyingParty derives the relying party from the site's public URL
// (config.Load checked it). Without a host, every ceremony fails: the
// library refuses a relying party without an id.
func NewRelyingParty(publicURL string) RelyingParty {
	u, err := url.Parse(publicURL)
	if err != nil {
		return RelyingParty{}
	}
	return RelyingParty{ID: u.Hostname(), origin: u.Scheme + "://" + u.Host}
}

// PasskeyAccount is an account as a ceremony needs it: its user handle,
// the names an authenticator shows, and the records of its passkeys.
type PasskeyAccount struct {
	Handle      []byte
	Email       string
	DisplayName string
	Records     [][]byte
}

// passkeyUser is a PasskeyAccount as the library's webauthn.User.
type passkeyUser struct {
	account     PasskeyAccount
	credentials []webauthn.Credential
}

func newPasskeyUser(a PasskeyAccount) (*passkeyUser, error) {
	u := &passkeyUser{account: a}
	for _, rec := range a.Records {
		var c webauthn.Credential
		if err := json.Unmarshal(rec, &c); err != nil {
			return nil, fmt.Errorf("a stored passkey record: %w", err)
		}
		u.credentials = append(u.credentials, c)
	}
	return u, nil
}

func (u *passkeyUser) WebAuthnID() []byte                         { return u.account.Handle }
func (u *passkeyUser) WebAuthnName() string                       { return u.account.Email }
func (u *passkeyUser) WebAuthnDisplayName() string                { return u.account.DisplayName }
func (u *passkeyUser) WebAuthnCredentials() []webauthn.Credential { return u.credentials }

// library is the go-webauthn relying party, named brand in the prompts an
// authenticator shows.
func (rp RelyingParty) library(brand string) (*webauthn.WebAuthn, error) {
	timeout := webauthn.TimeoutConfig{Enforce: true, Timeout: PasskeyTimeout, TimeoutUVD: PasskeyTimeout}
	return webauthn.New(&webauthn.Config{
		RPID:          rp.ID,
		RPDisplayName: brand,
		RPOrigins:     []string{rp.origin},
		Timeouts:      webauthn.TimeoutsConfig{Login: timeout, Registration: timeout},
	})
}

// Ceremony is a begun ceremony: the options the browser passes to
// navigator.credentials (the publicKey dictionary, as JSON) and the state
// the server keeps until the browser answers.
type Ceremony struct {
	Options json.RawMessage
	State   []byte
}

// BeginRegistration starts making a passkey for the account: a
// discoverable credential (it signs in without an e-mail typed) with user
// verification, never one the account has already.
func (rp RelyingParty) BeginRegistration(brand string, account PasskeyAccount) (Ceremony, error) {
	lib, err := rp.library(brand)
	if err != nil {
		return Ceremony{}, err
	}
	user, err := newPasskeyUser(account)
	if err != nil {
		return Ceremony{}, err
	}
	creation, session, err := lib.BeginRegistration(user,
		webauthn.WithAuthenticatorSelection(protocol.AuthenticatorSelection{
			ResidentKey:        protocol.ResidentKeyRequirementRequired,
			RequireResidentKey: protocol.ResidentKeyRequired(),
			UserVerification:   protocol.VerificationRequired,
		}),
		webauthn.WithExclusions(webauthn.Credentials(user.credentials).CredentialDescriptors()),
	)
	if err != nil {
		return Ceremony{}, err
	}
	return ceremony(creation.Response, session)
}

// FinishRegistration checks the browser's answer to a registration begun
// with state, and returns the new passkey's credential id and the record
// to keep. ErrPasskeyRefused when the answer does not pass.
func (rp RelyingParty) FinishRegistration(brand string, account PasskeyAccount, state, answer []byte) (id, record []byte, err error) {
	lib, err := rp.library(brand)
	if err != nil {
		return nil, nil, err
	}
	user, err := newPasskeyUser(account)
	if err != nil {
		return nil, nil, err
	}
	var session webauthn.SessionData
	if err := json.Unmarshal(state, &session); err != nil {
		return nil, nil, err
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes(answer)
	if err != nil {
		return nil, nil, refused(err)
	}
	credential, err := lib.CreateCredential(user, session, parsed)
	if err != nil {
		return nil, nil, refused(err)
	}
	record, err = json.Marshal(credential)
	return credential.ID, record, err
}

// BeginLogin starts a sign-in with any passkey of this site the browser
// has (the account is known only from the answer).
func (rp RelyingParty) BeginLogin(brand string) (Ceremony, error) {
	lib, err := rp.library(brand)
	if err != nil {
		return Ceremony{}, err
	}
	assertion, session, err := lib.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationRequired))
	if err != nil {
		return Ceremony{}, err
	}
	return ceremony(assertion.Response, session)
}

// FinishLogin checks the browser's answer to a sign-in begun with state.
// account finds the account of a user handle (an error refuses the
// answer). It returns the user handle and credential id that signed in,
// and the credential's record as it is now (its signature counter moved
// on). ErrPasskeyRefused when the answer does not pass, or when the
// counter went backwards (a cloned authenticator).
func (rp RelyingParty) FinishLogin(brand string, state, answer []byte, account func(handle []byte) (PasskeyAccount, error)) (handle, id, record []byte, err error) {
	lib, err := rp.library(brand)
	if err != nil {
		return nil, nil, nil, err
	}
	var session webauthn.SessionData
	if err := json.Unmarshal(state, &session); err != nil {
		return nil, nil, nil, err
	}
	parsed, err := protocol.ParseCredentialRequestResponseBytes(answer)
	if err != nil {
		return nil, nil, nil, refused(err)
	}
	user, credential, err := lib.ValidatePasskeyLogin(func(_, userHandle []byte) (webauthn.User, error) {
		a, err := account(userHandle)
		if err != nil {
			return nil, err
		}
		return newPasskeyUser(a)
	}, session, parsed)
	if err != nil {
		return nil, nil, nil, refused(err)
	}
	if credential.Authenticator.CloneWarning {
		return nil, nil, nil, fmt.Errorf("%w: the signature counter went backwards", ErrPasskeyRefused)
	}
	record, err = json.Marshal(credential)
	return user.WebAuthnID(), credential.ID, record, err
}

func ceremony(options any, session *webauthn.SessionData) (Ceremony, error) {
	o, err := json.Marshal(options)
	if err != nil {
		return Ceremony{}, err
	}
	state, err := json.Marshal(session)
	return Ceremony{Options: o, State: state}, err
}

// refused wraps a check that failed, keeping the library's detail for the
// log.
func refused(err error) error {
	var pe *protocol.Error
	if errors.As(err, &pe) && pe.DevInfo != "" {
		return fmt.Errorf("%w: %s (%s)", ErrPasskeyRefused, pe.Details, pe.DevInfo)
	}
	return fmt.Errorf("%w: %v", ErrPasskeyRefused, err)
}

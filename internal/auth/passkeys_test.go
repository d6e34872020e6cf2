package auth_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"claimsite/internal/auth"
	"claimsite/internal/auth/passkeytest"
)

const site = "https://claims.example"

// registered makes a passkey for account on authenticator a and returns
// the account with its record.
func registered(t *testing.T, rp auth.RelyingParty, a *passkeytest.Authenticator, account auth.PasskeyAccount) auth.PasskeyAccount {
	t.Helper()
	c, err := rp.BeginRegistration("Claims", account)
	if err != nil {
		t.Fatal(err)
	}
	answer, err := a.Register(c.Options)
	if err != nil {
		t.Fatal(err)
	}
	id, record, err := rp.FinishRegistration("Claims", account, c.State, answer)
	if err != nil {
		t.Fatalf("registration: %v", err)
	}
	if !bytes.Equal(id, a.Keys()[len(a.Keys())-1].ID) {
		t.Fatalf("credential id %x, the authenticator made %x", id, a.Keys()[0].ID)
	}
	account.Records = append(account.Records, record)
	return account
}

func login(rp auth.RelyingParty, a *passkeytest.Authenticator, accounts map[string]auth.PasskeyAccount) ([]byte, []byte, error) {
	c, err := rp.BeginLogin("Claims")
	if err != nil {
		return nil, nil, err
	}
	answer, err := a.Login(c.Options)
	if err != nil {
		return nil, nil, err
	}
	handle, _, record, err := rp.FinishLogin("Claims", c.State, answer, func(h []byte) (auth.PasskeyAccount, error) {
		acct, ok := accounts[string(h)]
		if !ok {
			return auth.PasskeyAccount{}, errors.New("no such account")
		}
		return acct, nil
	})
	return handle, record, err
}

// TestPasskeyCeremonies: a passkey made with user verification signs its
// account in; the options ask for a discoverable credential with user
// verification and exclude the account's passkeys; answers from another
// origin, without user verification, of an unknown account or from a
// cloned authenticator are refused.
func TestPasskeyCeremonies(t *testing.T) {
	rp := auth.NewRelyingParty(site + "/")
	if rp.ID != "claims.example" {
		t.Fatalf("relying party id %q", rp.ID)
	}
	account := auth.PasskeyAccount{Handle: []byte("handle-of-dana-0123456789abcdef!"), Email: "dana@example.com", DisplayName: "Dana Reyes"}
	a := passkeytest.New(site)
	account = registered(t, rp, a, account)
	accounts := map[string]auth.PasskeyAccount{string(account.Handle): account}

	handle, record, err := login(rp, a, accounts)
	if err != nil {
		t.Fatalf("sign-in: %v", err)
	}
	if !bytes.Equal(handle, account.Handle) {
		t.Fatalf("signed in as %q", handle)
	}
	var counted struct {
		Authenticator struct {
			SignCount uint32 `json:"signCount"`
		} `json:"authenticator"`
	}
	if err := json.Unmarshal(record, &counted); err != nil || counted.Authenticator.SignCount != 2 {
		t.Fatalf("the record after a sign-in keeps the counter 2: %s", record)
	}
	account.Records[0] = record
	accounts[string(account.Handle)] = account

	c, err := rp.BeginRegistration("Claims", account)
	if err != nil {
		t.Fatal(err)
	}
	var options struct {
		RP struct {
			Name string `json:"name"`
			ID   string `json:"id"`
		} `json:"rp"`
		AuthenticatorSelection struct {
			ResidentKey      string `json:"residentKey"`
			UserVerification string `json:"userVerification"`
		} `json:"authenticatorSelection"`
		ExcludeCredentials []struct {
			ID string `json:"id"`
		} `json:"excludeCredentials"`
	}
	if err := json.Unmarshal(c.Options, &options); err != nil {
		t.Fatal(err)
	}
	if options.RP.ID != "claims.example" || options.RP.Name != "Claims" || options.AuthenticatorSelection.ResidentKey != "required" ||
		options.AuthenticatorSelection.UserVerification != "required" || len(options.ExcludeCredentials) != 1 {
		t.Fatalf("registration options: %s", c.Options)
	}

	t.Run("another origin", func(t *testing.T) {
		evil := passkeytest.New("https://claims.example.evil.test")
		c, _ := rp.BeginRegistration("Claims", account)
		answer, _ := evil.Register(c.Options)
		if _, _, err := rp.FinishRegistration("Claims", account, c.State, answer); !errors.Is(err, auth.ErrPasskeyRefused) {
			t.Fatalf("registration from another origin: %v", err)
		}
	})
	t.Run("no user verification", func(t *testing.T) {
		weak := passkeytest.New(site)
		weak.NoUserVerification = true
		c, _ := rp.BeginRegistration("Claims", account)
		answer, _ := weak.Register(c.Options)
		if _, _, err := rp.FinishRegistration("Claims", account, c.State, answer); !errors.Is(err, auth.ErrPasskeyRefused) {
			t.Fatalf("registration without user verification: %v", err)
		}
		a.NoUserVerification = true
		defer func() { a.NoUserVerification = false }()
		if _, _, err := login(rp, a, accounts); !errors.Is(err, auth.ErrPasskeyRefused) {
			t.Fatalf("sign-in without user verification: %v", err)
		}
	})
	t.Run("unknown account", func(t *testing.T) {
		if _, _, err := login(rp, a, map[string]auth.PasskeyAccount{}); !errors.Is(err, auth.ErrPasskeyRefused) {
			t.Fatalf("sign-in of an unknown account: %v", err)
		}
	})
	t.Run("cloned authenticator", func(t *testing.T) {
		if _, record, err := login(rp, a, accounts); err != nil {
			t.Fatal(err)
		} else {
			account.Records[0] = record
			accounts[string(account.Handle)] = account
		}
		a.RewindCounter = true
		defer func() { a.RewindCounter = false }()
		_, _, err := login(rp, a, accounts)
		if !errors.Is(err, auth.ErrPasskeyRefused) || !strings.Contains(err.Error(), "counter") {
			t.Fatalf("sign-in with a counter that went back: %v", err)
		}
	})
	t.Run("no public URL", func(t *testing.T) {
		if _, err := auth.NewRelyingParty("").BeginLogin("Claims"); err == nil {
			t.Fatal("a ceremony without a relying party began")
		}
	})
	t.Run("state of another ceremony", func(t *testing.T) {
		first, _ := rp.BeginLogin("Claims")
		second, _ := rp.BeginLogin("Claims")
		answer, _ := a.Login(first.Options)
		_, _, _, err := rp.FinishLogin("Claims", second.State, answer, func([]byte) (auth.PasskeyAccount, error) { return account, nil })
		if !errors.Is(err, auth.ErrPasskeyRefused) {
			t.Fatalf("an answer to another challenge: %v", err)
		}
	})
}

package settings

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"sync"
	"time"

	"claimsite/internal/content"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Snapshot is the settings and the current consent text at one version
// of the site's content.
type Snapshot struct {
	Settings
	Consent store.ConsentText
	// SpanishConsent is the current Spanish text; its Version is empty
	// while none was ever published (ConsentIn).
	SpanishConsent store.ConsentText
	// version is the content.Site version it was read at.
	version int64
}

// Source reads the live settings. It keeps one snapshot, read again from
// the database whenever the site's content version moved (on any instance
// sharing the database), so a request costs no more than the version check
// every cached answer makes anyway.
type Source struct {
	store    *store.Store
	defaults Settings
	// consent is the wording the flags build, for a database where nothing
	// was ever published (only before the start-up seed ran).
	consent store.ConsentText
	log     *slog.Logger

	// latestWait bounds Latest's read (5 s; SetLatestWait).
	latestWait time.Duration

	mu   sync.Mutex
	last *Snapshot
}

// NewSource makes a Source over st with defaults for unsaved settings and
// consent as the wording of last resort.
func NewSource(st *store.Store, defaults Settings, consent store.ConsentText, log *slog.Logger) *Source {
	return &Source{store: st, defaults: defaults.normalized(), consent: consent, log: log, latestWait: 5 * time.Second}
}

// SetLatestWait changes how long Latest waits for the database before it
// falls back on the last snapshot: a test that must tell a read stuck
// waiting for a connection from a slow machine makes the wait longer than
// its own deadline. Call it before the source is used.
func (src *Source) SetLatestWait(d time.Duration) { src.latestWait = d }

// ConsentVersion names a consent wording: "c-" and the first 8 bytes of
// the SHA-256 of its words, so a stored lead proves which words its
// visitor agreed to (the same as config.Site.ConsentVersion).
func ConsentVersion(text string) string {
	sum := sha256.Sum256([]byte(text))
	return "c-" + hex.EncodeToString(sum[:8])
}

// Current is the snapshot at the site version of ctx's request (the
// versions a page render pinned, else the database's now).
func (src *Source) Current(ctx context.Context) (Snapshot, error) {
	versions, ok := content.VersionsFrom(ctx)
	if !ok {
		var err error
		if versions, err = src.store.ContentVersions(ctx); err != nil {
			return Snapshot{}, err
		}
	}
	version := versions[content.Site]
	src.mu.Lock()
	defer src.mu.Unlock()
	if src.last != nil && src.last.version == version {
		return *src.last, nil
	}
	snap, err := src.load(ctx)
	if err != nil {
		return Snapshot{}, err
	}
	snap.version = version
	// A save bumps the version after its commit: what was read now is at
	// least as new as version, so it may stand for it.
	src.last = &snap
	return snap, nil
}

// Latest is Current for callers without a request (the mail composer,
// the outbox's handlers): on a failure to read, the last snapshot read, or
// the defaults.
func (src *Source) Latest() Snapshot {
	ctx, cancel := context.WithTimeout(context.Background(), src.latestWait)
	defer cancel()
	snap, err := src.Current(ctx)
	if err == nil {
		return snap
	}
	src.log.Warn("settings: read failed, using the last known", "err", err)
	src.mu.Lock()
	defer src.mu.Unlock()
	if src.last != nil {
		return *src.last
	}
	return Snapshot{Settings: src.defaults, Consent: src.consent}
}

// load reads the saved settings over the defaults, and the current text.
func (src *Source) load(ctx context.Context) (Snapshot, error) {
	saved, err := src.store.SiteSettings(ctx)
	if err != nil {
		return Snapshot{}, err
	}
	patch := make(map[string]json.RawMessage, len(saved))
	for k, v := range saved {
		patch[k] = json.RawMessage(v)
	}
	s, errs := Apply(src.defaults, patch)
	if errs.Any() {
		// A row written by another version of the product: keep the rest.
		for k := range errs {
			src.log.Warn("settings: ignoring a saved value", "key", k)
			delete(patch, k)
		}
		s, _ = Apply(src.defaults, patch)
	}
	if _, ok := patch["es"]; !ok {
		s = s.withoutStaleSpanish()
	}
	consent, err := src.store.CurrentConsentText(ctx)
	if errors.Is(err, store.ErrNotFound) {
		consent, err = src.consent, nil
	}
	if err != nil {
		return Snapshot{}, err
	}
	spanish, err := src.store.CurrentConsentTextIn(ctx, store.ConsentSpanish)
	if errors.Is(err, store.ErrNotFound) {
		spanish, err = store.ConsentText{}, nil
	}
	if err != nil {
		return Snapshot{}, err
	}
	return Snapshot{Settings: s, Consent: consent, SpanishConsent: spanish}, nil
}

// Save validates patch (key to JSON value: the settings to change) laid
// over the current settings and stores the keys it names; by is the
// admin. Keys it does not name keep following their flags. The caller
// bumps content.Site after it (the route table's changes).
func (src *Source) Save(ctx context.Context, patch map[string]json.RawMessage, by int64) (Settings, validate.Errors, error) {
	cur, err := src.Current(ctx)
	if err != nil {
		return Settings{}, nil, err
	}
	next, errs := Apply(cur.Settings, patch)
	if errs.Any() {
		return Settings{}, errs, nil
	}
	if errs := next.Validate(); errs.Any() {
		return Settings{}, errs, nil
	}
	m, err := toMap(next)
	if err != nil {
		return Settings{}, nil, err
	}
	rows := make(map[string]string, len(patch))
	for k := range patch {
		rows[k] = string(m[k])
	}
	if err := src.store.SaveSiteSettings(ctx, rows, by); err != nil {
		return Settings{}, nil, err
	}
	src.mu.Lock()
	src.last = nil // read again on the next request
	src.mu.Unlock()
	return next, nil, nil
}

// Package content names the kinds of public content and carries, through
// a request's context, the versions of each kind that the database holds
// and the kinds an answer was built from. Every instance sharing the
// database reads the same versions, so a cached answer or page is served
// only while the content it was built from is unchanged.
package content

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Kind is a kind of public content, changed as a whole by admin writes.
type Kind string

const (
	Services  Kind = "service"
	StateLaws Kind = "state_law"
	FAQs      Kind = "faq"
	Posts     Kind = "post"
	// Site is the site's settings (brand, phone, consent text…).
	Site Kind = "site"
	// Experiments are the running experiments (issue 24): a page shows
	// the variants of those running when it was rendered.
	Experiments Kind = "experiment"
)

// Versions is the current version of each kind.
type Versions map[Kind]int64

type versionsKey struct{}

// WithVersions gives the request the versions read at its start, so every
// cached answer it builds (a page reads several) agrees on them.
func WithVersions(ctx context.Context, v Versions) context.Context {
	return context.WithValue(ctx, versionsKey{}, v)
}

// VersionsFrom gives the versions WithVersions put in ctx.
func VersionsFrom(ctx context.Context) (Versions, bool) {
	v, ok := ctx.Value(versionsKey{}).(Versions)
	return v, ok
}

// Deps records what an answer was built from: each kind of content it
// read, and whether it read anything that has no version (then it must not
// be kept).
type Deps struct {
	mu          sync.Mutex
	kinds       map[Kind]bool
	unversioned bool
}

type depsKey struct{}

// WithDeps makes ctx record into d.
func WithDeps(ctx context.Context, d *Deps) context.Context {
	return context.WithValue(ctx, depsKey{}, d)
}

// Read records that the answer in ctx read kind.
func Read(ctx context.Context, kind Kind) {
	if d, ok := ctx.Value(depsKey{}).(*Deps); ok {
		d.mu.Lock()
		if d.kinds == nil {
			d.kinds = map[Kind]bool{}
		}
		d.kinds[kind] = true
		d.mu.Unlock()
	}
}

// Unversioned marks d as having read something no version covers.
func (d *Deps) Unversioned() {
	d.mu.Lock()
	d.unversioned = true
	d.mu.Unlock()
}

// Pin is the versions of the kinds recorded, taken from all; ok is false
// when something unversioned was read.
func (d *Deps) Pin(all Versions) (pinned Versions, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	pinned = make(Versions, len(d.kinds))
	for k := range d.kinds {
		pinned[k] = all[k]
	}
	return pinned, !d.unversioned
}

// Current reports whether every kind in pinned still has its version in all.
func (pinned Versions) Current(all Versions) bool {
	for k, v := range pinned {
		if all[k] != v {
			return false
		}
	}
	return true
}

// String lists the versions in kind order, e.g. "faq=3 post=1": equal
// versions give equal strings.
func (v Versions) String() string {
	kinds := make([]string, 0, len(v))
	for k := range v {
		kinds = append(kinds, string(k))
	}
	slices.Sort(kinds)
	var b strings.Builder
	for i, k := range kinds {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s=%d", k, v[Kind(k)])
	}
	return b.String()
}

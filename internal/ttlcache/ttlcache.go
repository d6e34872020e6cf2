// Package ttlcache is a small in-memory map whose entries expire, safe for
// concurrent use. claimsite keeps public answers in it for a few seconds.
package ttlcache

import (
	"sync"
	"time"
)

// Cache maps keys to values for at most TTL each, and holds at most Max
// entries: a full cache is emptied and refilled by what is asked for, which
// bounds memory without bookkeeping.
type Cache[V any] struct {
	ttl     time.Duration
	max     int
	mu      sync.RWMutex
	entries map[string]entry[V]
	now     func() time.Time
}

type entry[V any] struct {
	value   V
	expires time.Time
}

// New makes a cache.
func New[V any](ttl time.Duration, max int) *Cache[V] {
	return &Cache[V]{ttl: ttl, max: max, entries: map[string]entry[V]{}, now: time.Now}
}

// Get returns the unexpired value of key.
func (c *Cache[V]) Get(key string) (V, bool) {
	c.mu.RLock()
	e, ok := c.entries[key]
	c.mu.RUnlock()
	if !ok || !c.now().Before(e.expires) {
		var zero V
		return zero, false
	}
	return e.value, true
}

// Set stores v under key for the cache's TTL.
func (c *Cache[V]) Set(key string, v V) {
	c.mu.Lock()
	if len(c.entries) >= c.max {
		clear(c.entries)
	}
	c.entries[key] = entry[V]{value: v, expires: c.now().Add(c.ttl)}
	c.mu.Unlock()
}

// Purge forgets everything.
func (c *Cache[V]) Purge() {
	c.mu.Lock()
	clear(c.entries)
	c.mu.Unlock()
}

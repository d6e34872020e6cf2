// Package ttlcache is a small in-memory map whose entries expire, bounded
// in bytes, safe for concurrent use. claimsite keeps public answers in it
// for a few seconds.
package ttlcache

import (
	"container/list"
	"sync"
	"sync/atomic"
	"time"
)

// EntryOverhead is what one entry costs beyond its key and value (map slot,
// list element, expiry), counted against the bound so that many tiny
// entries cannot exceed it either.
const EntryOverhead = 128

// Cache maps keys to values for at most TTL each, and holds at most
// MaxBytes: the sum over entries of len(key), size(value) and
// EntryOverhead. When a new entry would pass the bound, the oldest entries
// are dropped first. Every entry lives the same TTL, so the oldest are also
// the ones closest to expiring: dropping them is what an LRU would mostly
// do, without a write to shared state on every Get.
type Cache[V any] struct {
	ttl      time.Duration
	maxBytes int
	size     func(V) int
	now      func() time.Time

	mu      sync.RWMutex
	entries map[string]*list.Element
	order   *list.List // of *entry[V], oldest first
	bytes   int

	// hits and misses count Gets, for metrics (Stats).
	hits, misses atomic.Uint64
}

type entry[V any] struct {
	key     string
	value   V
	bytes   int
	expires time.Time
}

// New makes a cache of at most maxBytes; size tells how many bytes a value
// holds (its key is counted by the cache).
func New[V any](ttl time.Duration, maxBytes int, size func(V) int) *Cache[V] {
	return &Cache[V]{ttl: ttl, maxBytes: maxBytes, size: size, now: time.Now,
		entries: map[string]*list.Element{}, order: list.New()}
}

// Get returns the unexpired value of key.
func (c *Cache[V]) Get(key string) (V, bool) {
	c.mu.RLock()
	el, ok := c.entries[key]
	var e *entry[V]
	if ok {
		e = el.Value.(*entry[V])
	}
	c.mu.RUnlock()
	if !ok || !c.now().Before(e.expires) {
		c.misses.Add(1)
		var zero V
		return zero, false
	}
	c.hits.Add(1)
	return e.value, true
}

// Stats counts the Gets that found an unexpired value (hits) and those
// that did not (misses), since the cache was made.
func (c *Cache[V]) Stats() (hits, misses uint64) { return c.hits.Load(), c.misses.Load() }

// Set stores v under key for the cache's TTL. A value too big for the whole
// cache is not stored.
func (c *Cache[V]) Set(key string, v V) {
	n := len(key) + c.size(v) + EntryOverhead
	now := c.now()
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[key]; ok {
		c.remove(el)
	}
	if n > c.maxBytes {
		return
	}
	// Expired entries go first (they are at the front), then the oldest
	// until the new one fits.
	for front := c.order.Front(); front != nil; front = c.order.Front() {
		e := front.Value.(*entry[V])
		if c.bytes+n <= c.maxBytes && now.Before(e.expires) {
			break
		}
		c.remove(front)
	}
	c.entries[key] = c.order.PushBack(&entry[V]{key: key, value: v, bytes: n, expires: now.Add(c.ttl)})
	c.bytes += n
}

func (c *Cache[V]) remove(el *list.Element) {
	e := c.order.Remove(el).(*entry[V])
	delete(c.entries, e.key)
	c.bytes -= e.bytes
}

// Purge forgets everything.
func (c *Cache[V]) Purge() {
	c.mu.Lock()
	clear(c.entries)
	c.order.Init()
	c.bytes = 0
	c.mu.Unlock()
}

// Bytes is how much the entries held count against the bound.
func (c *Cache[V]) Bytes() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.bytes
}

// Len is the number of entries held (expired ones included until dropped).
func (c *Cache[V]) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.entries)
}

// MaxBytes is the bound.
func (c *Cache[V]) MaxBytes() int { return c.maxBytes }

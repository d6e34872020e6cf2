package media

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"sync"
	"time"
)

// maxCachedBytes bounds the uploads held in memory. Past it, entries are
// dropped (any, not the oldest: the map's order) until the new one fits;
// a dropped image costs one database read when next asked for.
const maxCachedBytes = 64 << 20

// recheckAfter is how long a cached upload is served before the database
// is asked again whether it still exists: an image deleted through another
// instance stops being served here within this time. The check reads no
// bytes. (A variable for tests.)
var recheckAfter = time.Minute

// cachedBlob is an upload held in memory, with its ETag (a hash of the
// bytes, the same on every instance).
type cachedBlob struct {
	Blob
	etag    string
	checked time.Time
}

// blobCache holds uploads read from the database, bounded by
// maxCachedBytes.
type blobCache struct {
	mu    sync.Mutex
	items map[string]*cachedBlob
	bytes int
}

func (c *blobCache) get(rel string) (*cachedBlob, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := c.items[rel]
	return b, ok
}

func (c *blobCache) put(b *cachedBlob) {
	if len(b.Data) > maxCachedBytes {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.items == nil {
		c.items = make(map[string]*cachedBlob)
	}
	if old, ok := c.items[b.Path]; ok {
		c.bytes -= len(old.Data)
	}
	for p, old := range c.items {
		if c.bytes+len(b.Data) <= maxCachedBytes {
			break
		}
		delete(c.items, p)
		c.bytes -= len(old.Data)
	}
	c.items[b.Path] = b
	c.bytes += len(b.Data)
}

// checkedNow marks b as confirmed to exist at t.
func (c *blobCache) checkedNow(b *cachedBlob, t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b.checked = t
}

func (c *blobCache) drop(rel string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.items[rel]; ok {
		delete(c.items, rel)
		c.bytes -= len(old.Data)
	}
}

// blob is the upload at rel, from memory or else from the database.
func (s *Store) blob(ctx context.Context, rel string) (*cachedBlob, bool, error) {
	now := time.Now()
	if b, ok := s.blobs.get(rel); ok {
		if now.Sub(s.blobs.checkedAt(b)) < recheckAfter {
			return b, true, nil
		}
		found, err := s.DB.MediaBlobsExist(ctx, []string{rel})
		if err != nil {
			return nil, false, err
		}
		if len(found) == 0 {
			s.blobs.drop(rel)
			s.forget(rel)
			return nil, false, nil
		}
		s.blobs.checkedNow(b, now)
		return b, true, nil
	}
	raw, ok, err := s.DB.MediaBlob(ctx, rel)
	if err != nil || !ok {
		return nil, false, err
	}
	sum := sha256.Sum256(raw.Data)
	b := &cachedBlob{Blob: raw, etag: `"` + hex.EncodeToString(sum[:16]) + `"`, checked: now}
	s.blobs.put(b)
	return b, true, nil
}

// checkedAt is when b was last confirmed to exist.
func (c *blobCache) checkedAt(b *cachedBlob) time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return b.checked
}

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
// a dropped image costs one database read when next asked for. (A
// variable for tests.)
var maxCachedBytes = 64 << 20

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
	// loading holds the reads under way: visitors arriving together at a
	// picture not yet in memory share one read of its bytes.
	loading map[string]*blobLoad
}

// blobLoad is one read of an upload from the database, shared by every
// request that asked for it meanwhile.
type blobLoad struct {
	done  chan struct{}
	blob  *cachedBlob
	found bool
	err   error
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
			// The database is not answering: the picture it last had is
			// still the best answer (it may be asked again next time).
			return b, true, nil
		}
		if len(found) == 0 {
			s.blobs.drop(rel)
			s.forget(rel)
			return nil, false, nil
		}
		s.blobs.checkedNow(b, now)
		return b, true, nil
	}
	return s.load(ctx, rel)
}

// load reads rel from the database and keeps it in memory; concurrent
// callers share one read. The read runs for all of them, so no one
// caller's context ends it; each caller stops waiting when its own ends.
func (s *Store) load(ctx context.Context, rel string) (*cachedBlob, bool, error) {
	c := &s.blobs
	c.mu.Lock()
	// A read that ended between the caller's look in memory and this lock
	// has put the picture there: a second read would be wasted.
	if b, ok := c.items[rel]; ok {
		c.mu.Unlock()
		return b, true, nil
	}
	if l, ok := c.loading[rel]; ok {
		c.mu.Unlock()
		select {
		case <-l.done:
			return l.blob, l.found, l.err
		case <-ctx.Done():
			return nil, false, ctx.Err()
		}
	}
	l := &blobLoad{done: make(chan struct{})}
	if c.loading == nil {
		c.loading = make(map[string]*blobLoad)
	}
	c.loading[rel] = l
	c.mu.Unlock()

	readCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), loadTimeout)
	raw, found, err := s.DB.MediaBlob(readCtx, rel)
	cancel()
	if err == nil && found {
		sum := sha256.Sum256(raw.Data)
		l.blob = &cachedBlob{Blob: raw, etag: `"` + hex.EncodeToString(sum[:16]) + `"`, checked: time.Now()}
		l.found = true
		c.put(l.blob)
	}
	l.err = err
	c.mu.Lock()
	delete(c.loading, rel)
	c.mu.Unlock()
	close(l.done)
	return l.blob, l.found, l.err
}

// loadTimeout bounds a shared read of an upload.
const loadTimeout = 30 * time.Second

// checkedAt is when b was last confirmed to exist.
func (c *blobCache) checkedAt(b *cachedBlob) time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return b.checked
}

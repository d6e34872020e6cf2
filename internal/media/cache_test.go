package media_test

import (
	"bytes"
	"context"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"

	"claimsite/internal/media"
	"claimsite/internal/store"
)

// countingDB is a real store that counts the reads of bytes.
type countingDB struct {
	*store.Store
	reads atomic.Int32
}

func (c *countingDB) MediaBlob(ctx context.Context, path string) (media.Blob, bool, error) {
	c.reads.Add(1)
	return c.Store.MediaBlob(ctx, path)
}

// TestConcurrentVisitorsShareOneRead: many requests arriving together at
// a picture not yet in memory cause one database read; later ones none.
func TestConcurrentVisitorsShareOneRead(t *testing.T) {
	_, db := newStore(t)
	writer := &media.Store{DB: db}
	rel, err := writer.Save(ctx, bytes.NewReader(picture(t, "png", 900, 600)))
	if err != nil {
		t.Fatal(err)
	}
	counted := &countingDB{Store: db}
	s := &media.Store{DB: counted}
	var wg sync.WaitGroup
	for range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if w := get(s, "GET", "/storage/"+rel, nil); w.Code != http.StatusOK {
				t.Errorf("GET: %d", w.Code)
			}
		}()
	}
	wg.Wait()
	for range 10 {
		get(s, "GET", "/storage/"+rel, nil)
	}
	if n := counted.reads.Load(); n != 1 {
		t.Errorf("database reads of the bytes: %d, want 1", n)
	}
}

// TestCacheIsBounded: past its bound the memory cache drops pictures, which
// are read again when asked for; what it holds stays under the bound.
func TestCacheIsBounded(t *testing.T) {
	_, db := newStore(t)
	writer := &media.Store{DB: db}
	var paths []string
	size := 0
	for range 10 {
		data := picture(t, "png", 300, 200)
		size = len(data)
		rel, err := writer.Save(ctx, bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, rel)
	}
	media.SetMaxCachedBytes(t, 3*size+size/2)
	counted := &countingDB{Store: db}
	s := &media.Store{DB: counted}
	for range 2 {
		for _, rel := range paths {
			if w := get(s, "GET", "/storage/"+rel, nil); w.Code != http.StatusOK {
				t.Fatalf("GET %s: %d", rel, w.Code)
			}
			if held := media.CachedBytes(s); held > 3*size+size/2 {
				t.Fatalf("cache holds %d bytes, over its bound %d", held, 3*size+size/2)
			}
		}
	}
	if n := counted.reads.Load(); n <= 10 {
		t.Errorf("database reads: %d, want more than one per picture (the cache cannot hold them all)", n)
	}
}
